import { describe, expect, it } from 'vitest';
import { at, problemLines, shippedFiles, withEdit } from './support/shippedContent.ts';

const shipped = shippedFiles();
const form = 'schemas/forms/buyer-profile.json';

describe('conditional fields other than if/then', () => {
  it('accepts the shipped if/then conditions', () => {
    expect(problemLines(shipped)).toEqual([]);
  });

  it('accepts "dependencies" of both kinds (compiled to if/then when the content loads), and refuses one it cannot read', () => {
    const top = withEdit(shipped, form, '"then": {', '"dependencies": { "fullName": ["email"] },\n    "then": {');
    expect(problemLines(top)).toEqual([]);
    const unreadable = withEdit(
      shipped,
      form,
      '"then": {',
      '"dependencies": { "fullName": { "oneOf": [{ "properties": { "nick": { "type": "string" } } }] } },\n    "then": {',
    );
    expect(problemLines(unreadable)).toEqual(
      expect.arrayContaining([
        expect.stringContaining(
          `${form}:${at(unreadable, form, '"dependencies"')} schema.dependencies: these "dependencies" are not supported: a "oneOf" under a dependency must give each option the value of the field it depends on`,
        ),
      ]),
    );
  });

  it('accepts a oneOf on the form itself whose options each declare their fields, and refuses an option without', () => {
    const accepted = withEdit(
      shipped,
      form,
      '"then": {',
      '"oneOf": [{ "title": "By phone", "properties": { "phone": { "type": "string" } } }, { "title": "By post", "properties": { "street": { "type": "string" } } }],\n    "then": {',
    );
    expect(problemLines(accepted).filter((line) => !line.includes('ui:order'))).toEqual([]);
    const files = withEdit(
      shipped,
      form,
      '"then": {',
      '"anyOf": [{ "required": ["fullName"] }, { "required": ["email"] }],\n    "then": {',
    );
    const option = (index: number) =>
      `option ${index + 1} of "anyOf" on the form itself declares no fields of its own ("properties"), so the app could not tell when it is the one chosen; give each option its own fields, or write the rule as "if"/"then"`;
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '{ "required": ["fullName"] }')} schema.anyOf[0]: ${option(0)}`,
      `${form}:${at(files, form, '{ "required": ["email"] }')} schema.anyOf[1]: ${option(1)}`,
    ]);
  });
});

describe("a condition's values are the field's own", () => {
  const contains = '"contains": {\n            "const": "Other"';

  it('accepts a value among the field’s choices (the shipped "industries contains Other")', () => {
    expect(problemLines(withEdit(shipped, form, contains, contains))).toEqual([]);
  });

  it('refuses a value that is none of the choices, with a did-you-mean, and a field the form does not have', () => {
    const typo = withEdit(shipped, form, contains, '"contains": {\n            "const": "Othr"');
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
