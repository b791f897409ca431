import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent } from '../../../src/engine/content/checkContent.ts';
import { formatProblem } from '../../../src/engine/content/problem.ts';
import { addField, formFields } from '../../../src/studio/model/formFields.ts';
import { readContentFiles, readContentSchemas } from '../../../tools/content/readContent.ts';

const root = resolve(import.meta.dirname, '../../..');
const fixture = resolve(root, 'tests/fixtures/extra-flow');
const briefFile = 'schemas/forms/launch-brief.json';
const brief = JSON.parse(readFileSync(resolve(fixture, briefFile), 'utf8')) as Record<string, unknown>;
const buyer = JSON.parse(readFileSync(resolve(root, 'schemas/forms/buyer-profile.json'), 'utf8')) as unknown;

describe('form fields in the Studio', () => {
  it('lists own fields and conditional ones with their condition', () => {
    const fields = formFields(buyer);
    expect(fields.find((field) => field.name === 'otherIndustry')).toEqual({
      name: 'otherIndustry',
      path: ['schema', 'then', 'properties', 'otherIndustry'],
      shownWhen: 'when industries includes "Other"',
    });
    expect(fields.find((field) => field.name === 'email')?.shownWhen).toBeUndefined();
  });

  it('adds a conditional field the checker accepts and the form lists', () => {
    const next = addField(brief, {
      name: 'relaunchDate',
      title: 'Relaunch date',
      when: { field: 'launchType', equals: 'relaunch' },
    });
    expect(formFields(next).at(-1)).toEqual({
      name: 'relaunchDate',
      path: ['schema', 'allOf', 0, 'then', 'properties', 'relaunchDate'],
      shownWhen: 'when launchType is "relaunch"',
    });
    const files = readContentFiles(root, [fixture]).map((entry) =>
      entry.placedAt === briefFile ? { ...entry, text: JSON.stringify(next, null, 2) } : entry,
    );
    expect(checkContent(files, readContentSchemas(root)).problems.map(formatProblem)).toEqual([]);
  });
});
