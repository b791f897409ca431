import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { getDefaultFormState, type RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { inlineRefs } from '../../../src/studio/model/inlineRefs.ts';

const folder = join(import.meta.dirname, '../../../schemas/content');
const schemas = Object.fromEntries(
  readdirSync(folder).map((name) => [name, JSON.parse(readFileSync(join(folder, name), 'utf8')) as object]),
);

afterEach(() => {
  vi.restoreAllMocks();
});

/**
 * A Studio form adding a list item (a screen, a step, a section) asks rjsf for the new item's
 * defaults before the item has its type. Each `if` on the type must then match nothing: an `if`
 * that passes on a missing type applies every branch at once, and rjsf warns that it cannot
 * merge a text section's `filler` (a string) with a list section's (an array).
 */
describe('content schemas choosing a branch by type', () => {
  it.each([
    ['flow.schema.json', 'screens'],
    ['analysis.schema.json', 'sections'],
  ])('%s: a new %s item without its type takes no branch', (file, list) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const schema = inlineRefs(schemas, file) as RJSFSchema;
    const items = (schema.properties?.[list] as RJSFSchema).items as RJSFSchema;
    getDefaultFormState(validator, items, undefined, schema);
    getDefaultFormState(validator, items, {}, schema);
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual([]);
  });
});
