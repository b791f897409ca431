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
