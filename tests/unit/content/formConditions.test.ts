import { describe, expect, it } from 'vitest';
import { at, problemLines, shippedFiles, withEdit } from './support/shippedContent.ts';

const shipped = shippedFiles();
const form = 'schemas/forms/buyer-profile.json';
const advice =
  'the app would not know when its fields are shown; write the condition as "if"/"then" (several in "allOf"), see docs/authoring.md 3.7';

describe('conditional fields other than if/then', () => {
  it('accepts the shipped if/then conditions', () => {
    expect(problemLines(shipped)).toEqual([]);
  });

  it('refuses "dependencies" at the keyword, on the form or on a nested object', () => {
    const top = withEdit(shipped, form, '"then": {', '"dependencies": { "fullName": ["email"] },\n    "then": {');
    expect(problemLines(top)).toEqual([
      `${form}:${at(top, form, '"dependencies"')} schema.dependencies: "dependencies" is not supported: ${advice}`,
    ]);
    const nested = withEdit(
      shipped,
      form,
      '"then": {\n      "properties": {',
      '"then": {\n      "properties": {\n        "team": { "type": "object", "properties": { "a": { "type": "string" } }, "dependencies": { "a": { "properties": { "b": { "type": "string" } } } } },',
    );
    expect(problemLines(nested)).toEqual([
      `${form}:${at(nested, form, '"dependencies"')} schema.then.properties.team.dependencies: "dependencies" is not supported: ${advice}`,
      expect.stringContaining('"ui:order" leaves out "team"'),
    ]);
  });

  it("refuses a oneOf or anyOf on the form itself (a field's own oneOf choices pass, as the shipped forms show)", () => {
    const files = withEdit(
      shipped,
      form,
      '"then": {',
      '"anyOf": [{ "required": ["fullName"] }, { "required": ["email"] }],\n    "then": {',
    );
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '"anyOf"')} schema.anyOf: "anyOf" on the form itself is not supported: ${advice}`,
    ]);
  });
});

describe("a condition's values are the field's own", () => {
  const contains = '"contains": {\n          "const": "Other"';

  it('accepts a value among the field’s choices (the shipped "industries contains Other")', () => {
    expect(problemLines(withEdit(shipped, form, contains, contains))).toEqual([]);
  });

  it('refuses a value that is none of the choices, with a did-you-mean, and a field the form does not have', () => {
    const typo = withEdit(shipped, form, contains, '"contains": {\n          "const": "Othr"');
    expect(problemLines(typo)).toEqual([
      `${form}:${at(typo, form, '"Othr"')} schema.if.properties.industries.contains.const: the condition compares "industries" with "Othr", which is not one of its choices, so it could never hold (did you mean "Other"?)`,
    ]);
    const missing = withEdit(
      shipped,
      form,
      '"industries": {\n          "type": "array",\n          "contains"',
      '"industrys": {\n          "type": "array",\n          "contains"',
    );
    expect(problemLines(missing)).toEqual([
      `${form}:${at(missing, form, '"industrys"')} schema.if.properties.industrys: the condition asks about "industrys", which is no field of this form (did you mean "industries"?)`,
    ]);
  });
});
