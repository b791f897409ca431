import { describe, expect, it } from 'vitest';
import { checkFormDefaults } from '../../../src/checker/checks/formDefaults.ts';
import type { JsonObject } from '../../../src/engine/content/types.ts';
import { checkOneForm } from './support/checkOneForm.ts';

/** The defaults check's problems for a form with these fields. */
const defaultProblems = (properties: JsonObject) => checkOneForm(checkFormDefaults, { type: 'object', properties });

describe('a form field default the field rejects', () => {
  it('names the bound it crosses', () => {
    expect(
      defaultProblems({
        low: { type: 'integer', minimum: 1, default: 0 },
        atFloor: { type: 'number', exclusiveMinimum: 0, default: 0 },
        high: { type: 'integer', maximum: 10, default: 11 },
        atCeiling: { type: 'number', exclusiveMaximum: 1, default: 1 },
        fine: { type: 'integer', minimum: 1, maximum: 10, default: 5 },
        none: { type: 'integer', minimum: 1 },
      }),
    ).toEqual([
      "schema.properties.low.default: default 0 is below the field's minimum 1",
      "schema.properties.atFloor.default: default 0 is below the field's exclusiveMinimum 0",
      "schema.properties.high.default: default 11 is above the field's maximum 10",
      "schema.properties.atCeiling.default: default 1 is above the field's exclusiveMaximum 1",
    ]);
  });

  it('calls a value outside an enum or const one of no choices', () => {
    expect(
      defaultProblems({
        listed: { type: 'string', enum: ['a', 'b'], default: 'c' },
        fixed: { const: 'yes', default: 'no' },
      }),
    ).toEqual([
      'schema.properties.listed.default: default "c" is not one of the field\'s choices',
      'schema.properties.fixed.default: default "no" is not one of the field\'s choices',
    ]);
  });

  it('says where inside an object default the value is wrong', () => {
    expect(
      defaultProblems({
        address: { type: 'object', properties: { zip: { type: 'string' } }, default: { zip: 12345 } },
      }),
    ).toEqual(['schema.properties.address.default: default {"zip":12345} must be string (at /zip)']);
  });

  it('reports a field whose schema does not compile instead of judging its default', () => {
    const [problem] = defaultProblems({ broken: { type: 'strnig', default: 1 } });
    expect(problem).toMatch(/^schema\.properties\.broken: the field's schema does not compile: schema is invalid/);
  });
});
