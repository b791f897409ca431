import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkContent, semanticChecks } from '../../../src/checker/checkContent.ts';
import { checkFormUiOptions } from '../../../src/checker/checks/formUiOptions.ts';
import { formatProblem, sortProblems } from '../../../src/checker/problem.ts';
import {
  globalOptionNames,
  rootOnlyKeys,
  rootOptionNames,
  uiOnlyKeys,
  uiOptionNames,
} from '../../../src/engine/forms/uiSchemaKeys.ts';
import { readContentFiles } from '../../../tools/content/readContent.ts';
import { at, projectRoot, shippedSchemas, withEdit } from './support/shippedContent.ts';

const schemas = shippedSchemas();
const fixtures = ['tests/fixtures/list-flow', 'tests/fixtures/extra-flow'];
const everyForm = () =>
  readContentFiles(
    projectRoot,
    fixtures.map((fixture) => resolve(projectRoot, fixture)),
  );
const lines = (files: ReturnType<typeof everyForm>) => {
  const { problems, warnings = [] } = checkContent(files, schemas);
  return sortProblems([...problems, ...warnings]).map(formatProblem);
};

const company = 'schemas/forms/company-profile.json';
const team = 'tests/fixtures/list-flow/schemas/forms/team-profile.json';
const edit = (file: string, from: string, to: string) => withEdit(everyForm(), file, from, to);

const fieldKeys = [...uiOnlyKeys, ...uiOptionNames.map((name) => `ui:${name}`)];
const topKeys = [...fieldKeys, ...rootOnlyKeys, ...rootOptionNames.map((name) => `ui:${name}`)];

describe('uiSchema options are ones the forms honour', () => {
  it('run on every check, and every shipped and fixture form passes', () => {
    expect(semanticChecks).toContain(checkFormUiOptions);
    expect(lines(everyForm())).toEqual([]);
  });

  it('names a misspelt ui: key of a field at its key, with a did-you-mean', () => {
    const files = edit(company, '"ui:placeholder": "e.g. $500K"', '"ui:placeholer": "e.g. $500K"');
    expect(lines(files)).toEqual([
      `${company}:${at(files, company, '"ui:placeholer"')} uiSchema.fundraisingAmount["ui:placeholer"]: unknown uiSchema option "ui:placeholer" (did you mean "ui:placeholder"?)`,
    ]);
    const widget = edit(company, '"ui:widget": "radio"', '"ui:widgte": "radio"');
    expect(lines(widget)).toEqual([
      `${company}:${at(widget, company, '"ui:widgte"')} uiSchema.hasTechnicalCofounder["ui:widgte"]: unknown uiSchema option "ui:widgte" (did you mean "ui:widget"?)`,
    ]);
    const help = edit(company, '"ui:placeholder": "e.g. $500K"', '"ui:helpp": "In dollars"');
    expect(lines(help)).toEqual([
      `${company}:${at(help, company, '"ui:helpp"')} uiSchema.fundraisingAmount["ui:helpp"]: unknown uiSchema option "ui:helpp" (did you mean "ui:help"?)`,
    ]);
  });

  it('lists the known keys when nothing is close, at the top of the uiSchema and in a field', () => {
    const files = edit(company, '"ui:order": [', '"ui:tooltipText": true,\n    "ui:order": [');
    expect(lines(files)).toEqual([
      `${company}:${at(files, company, '"ui:tooltipText"')} uiSchema["ui:tooltipText"]: unknown uiSchema option "ui:tooltipText" (options: ${topKeys.join(', ')})`,
    ]);
    const field = edit(company, '"ui:placeholder": "e.g. $500K"', '"ui:tooltipText": "In dollars"');
    expect(lines(field)).toEqual([
      `${company}:${at(field, company, '"ui:tooltipText"')} uiSchema.fundraisingAmount["ui:tooltipText"]: unknown uiSchema option "ui:tooltipText" (options: ${fieldKeys.join(', ')})`,
    ]);
  });

  it('names a misspelt option inside ui:options, and one that belongs beside it', () => {
    const files = edit(company, '"inline": true', '"inlne": true');
    expect(lines(files)).toEqual([
      `${company}:${at(files, company, '"inlne"')} uiSchema.hasTechnicalCofounder["ui:options"].inlne: unknown option "inlne" in "ui:options" (did you mean "inline"?)`,
    ]);
    const widget = edit(company, '"inline": true', '"inline": true, "widget": "select", "ui:rows": 2');
    expect(lines(widget)).toEqual([
      `${company}:${at(widget, company, '"widget"')} uiSchema.hasTechnicalCofounder["ui:options"].widget: "widget" is written "ui:widget", beside "ui:options" rather than inside it`,
      `${company}:${at(widget, company, '"ui:rows"')} uiSchema.hasTechnicalCofounder["ui:options"]["ui:rows"]: inside "ui:options" the option is written "rows", without "ui:"`,
    ]);
    const none = edit(company, '"inline": true', '"tooltipText": true');
    expect(lines(none)).toEqual([
      `${company}:${at(none, company, '"tooltipText"')} uiSchema.hasTechnicalCofounder["ui:options"].tooltipText: unknown option "tooltipText" in "ui:options" (options: ${uiOptionNames.join(', ')})`,
    ]);
    const notObject = edit(company, '"ui:options": {\n        "inline": true\n      }', '"ui:options": "inline"');
    expect(lines(notObject)).toEqual([
      `${company}:${at(notObject, company, '"inline"')} uiSchema.hasTechnicalCofounder["ui:options"]: "ui:options" must be an object of options, e.g. { "rows": 4 }`,
    ]);
  });

  it('accepts an option written as a ui: key or inside ui:options alike', () => {
    const files = edit(
      company,
      '"ui:options": {\n        "inline": true\n      }',
      '"ui:inline": true,\n      "ui:options": { "help": "Someone who can build the product.", "label": false }',
    );
    expect(lines(files)).toEqual([]);
  });

  it('walks list items and nested lists', () => {
    const files = edit(team, '"ui:widget": "radio"', '"ui:widgit": "radio"');
    expect(lines(files)).toEqual([
      `${team}:${at(files, team, '"ui:widgit"')} uiSchema.cofounders.items.fullTime["ui:widgit"]: unknown uiSchema option "ui:widgit" (did you mean "ui:widget"?)`,
    ]);
    const nested = edit(team, '"itemTitle": "Previous company {{index}}"', '"itemTitel": "Previous company {{index}}"');
    expect(lines(nested)).toEqual([
      `${team}:${at(nested, team, '"itemTitel"')} uiSchema.cofounders.items.previousCompanies["ui:options"].itemTitel: unknown option "itemTitel" in "ui:options" (did you mean "itemTitle"?)`,
    ]);
  });

  it('walks the entries of a map (additionalProperties)', () => {
    const files = edit(
      team,
      '"addLabel": "Add link"\n      }',
      '"addLabel": "Add link"\n      },\n      "additionalProperties": { "ui:placeholer": "https://" }',
    );
    expect(lines(files)).toEqual([
      `${team}:${at(files, team, '"ui:placeholer"')} uiSchema.links.additionalProperties["ui:placeholer"]: unknown uiSchema option "ui:placeholer" (did you mean "ui:placeholder"?)`,
    ]);
  });

  it('walks the per-option uiSchemas of a oneOf/anyOf', () => {
    const files = edit(
      team,
      '"addLabel": "Add link"\n      }',
      '"addLabel": "Add link"\n      },\n      "anyOf": [{ "ui:title": "Website" }, { "ui:titel": "Profile" }]',
    );
    expect(lines(files)).toEqual([
      // The map's schema has no anyOf of its own, so its uiSchema's is reported too (formUiKeys).
      `${team}:${at(files, team, '"anyOf"')} uiSchema.links.anyOf: warning: uiSchema key "anyOf" names no property of "links", so it changes nothing (keys: additionalProperties)`,
      `${team}:${at(files, team, '"ui:titel"')} uiSchema.links.anyOf[1]["ui:titel"]: unknown uiSchema option "ui:titel" (did you mean "ui:title"?)`,
    ]);
  });

  it('takes form-wide keys only at the top, and checks what ui:globalOptions sets', () => {
    const files = edit(
      company,
      '"ui:order": [',
      '"ui:globalOptions": { "copyable": true, "lable": false, "help": "x" },\n    "ui:submitButtonOptions": { "norender": false },\n    "ui:order": [',
    );
    expect(lines(files)).toEqual([
      `${company}:${at(files, company, '"lable"')} uiSchema["ui:globalOptions"].lable: "lable" cannot be set in "ui:globalOptions" (did you mean "label"?)`,
      `${company}:${at(files, company, '"help"')} uiSchema["ui:globalOptions"].help: "help" cannot be set in "ui:globalOptions" (global options: ${globalOptionNames.join(', ')})`,
    ]);
    const inField = edit(
      company,
      '"ui:placeholder": "e.g. $500K"',
      '"ui:globalOptions": { "label": false },\n      "ui:options": { "submitButtonOptions": {} }',
    );
    expect(lines(inField)).toEqual([
      `${company}:${at(inField, company, '"ui:globalOptions"')} uiSchema.fundraisingAmount["ui:globalOptions"]: "ui:globalOptions" works only at the top of the uiSchema, not inside a field`,
      `${company}:${at(inField, company, '"submitButtonOptions"')} uiSchema.fundraisingAmount["ui:options"].submitButtonOptions: "submitButtonOptions" works only at the top of the uiSchema, not inside a field`,
    ]);
  });
});

describe('nested uiSchemas are checked as the top level is', () => {
  const items = '      "items": {\n        "fullTime": {';

  it('names an unknown widget of a list item’s field', () => {
    const files = edit(team, '"ui:widget": "radio",', '"ui:widget": "radios",');
    expect(lines(files)).toEqual([
      expect.stringContaining(
        `${team}:${at(files, team, '"radios"')} uiSchema.cofounders.items.fullTime["ui:widget"]: unknown widget "radios" (did you mean "radio"?)`,
      ),
    ]);
  });

  it('names a key of a list item’s uiSchema that is no field of it, or an option written without "ui:"', () => {
    const typo = edit(
      team,
      '        "fullTime": {\n          "ui:widget"',
      '        "fulltime": {\n          "ui:widget"',
    );
    expect(lines(typo)).toEqual([
      `${team}:${at(typo, team, '"fulltime"')} uiSchema.cofounders.items.fulltime: warning: uiSchema key "fulltime" names no property of "cofounders.items", so it changes nothing (did you mean "fullTime"?)`,
    ]);
    const bare = edit(
      team,
      items,
      `      "items": {\n        "role": { "placeholder": "CTO" },\n        "fullTime": {`,
    );
    expect(lines(bare)).toEqual([
      `${team}:${at(bare, team, '"placeholder"')} uiSchema.cofounders.items.role.placeholder: warning: uiSchema key "placeholder" names no property of "cofounders.items.role", so it changes nothing (did you mean "ui:placeholder"?)`,
    ]);
  });

  it('checks the ui:messages of a list item’s field against that field’s own rules', () => {
    const named = (messages: string) =>
      edit(team, items, `      "items": {\n        "role": { "ui:messages": ${messages} },\n        "fullTime": {`);
    expect(lines(named('{ "required": "Every co-founder has a role.", "minLength": "At least {limit}" }'))).toEqual([]);
    const files = named('{ "maximum": "At most {limit}" }');
    expect(lines(files)).toEqual([
      `${team}:${at(files, team, '"maximum"')} uiSchema.cofounders.items.role["ui:messages"].maximum: a message for "maximum", but "cofounders.items.role" has no "maximum" rule, so it could never show`,
    ]);
  });

  it('names a ui:order entry of a list item that is no field of it, and the fields it leaves out', () => {
    const files = edit(team, items, `      "items": {\n        "ui:order": ["nam", "*"],\n        "fullTime": {`);
    expect(lines(files)).toEqual([
      `${team}:${at(files, team, '"nam"')} uiSchema.cofounders.items["ui:order"][0]: "ui:order" names "nam", which is no property of "cofounders.items" (did you mean "name"?)`,
    ]);
    const partial = edit(team, items, `      "items": {\n        "ui:order": ["role", "name"],\n        "fullTime": {`);
    expect(lines(partial)).toEqual([
      `${team}:${at(partial, team, '["role", "name"]')} uiSchema.cofounders.items["ui:order"]: "ui:order" leaves out "fullTime", "previousCompanies"; list them, or add "*" for the rest`,
    ]);
  });
});

describe('rjsf options the theme draws its own way, and custom React code', () => {
  it('accepts presentational options with a warning that says why they change nothing, and the form still loads', () => {
    const files = edit(
      company,
      '"ui:placeholder": "e.g. $500K"',
      '"ui:placeholder": "e.g. $500K",\n      "ui:className": "wide",\n      "ui:enableMarkdownInDescription": true,\n      "ui:options": { "yearsRange": [2000, 2030], "classNames": "x" }',
    );
    const { content, problems } = checkContent(files, schemas);
    expect(problems).toEqual([]);
    expect(content).toBeDefined();
    expect(lines(files)).toEqual([
      `${company}:${at(files, company, '"ui:className"')} uiSchema.fundraisingAmount["ui:className"]: warning: "ui:className" is accepted and ignored: the theme draws every field with its own classes`,
      `${company}:${at(files, company, '"ui:enableMarkdownInDescription"')} uiSchema.fundraisingAmount["ui:enableMarkdownInDescription"]: warning: "ui:enableMarkdownInDescription" is accepted and ignored: descriptions show as written: the app renders no markdown`,
      `${company}:${at(files, company, '"yearsRange"')} uiSchema.fundraisingAmount["ui:options"].yearsRange: warning: "yearsRange" is accepted and ignored: dates use the browser's own date input, which has its own year picker`,
      `${company}:${at(files, company, '"classNames"')} uiSchema.fundraisingAmount["ui:options"].classNames: warning: "classNames" is accepted and ignored: the theme draws every field with its own classes`,
    ]);
  });

  it('refuses a custom field, template or widget, naming the built-in the form uses without it', () => {
    const files = edit(
      company,
      '"ui:placeholder": "e.g. $500K"',
      '"ui:placeholder": "e.g. $500K",\n      "ui:field": "geo",\n      "ui:FieldTemplate": "MyTemplate",\n      "ui:widget": "myCustomWidget"',
    );
    expect(check(files)).toEqual([
      `${company}:${at(files, company, '"ui:field"')} uiSchema.fundraisingAmount["ui:field"]: "ui:field" asks for a custom React field "geo", which no content file can provide: remove it and the form uses rjsf's built-in StringField (the field for type "string")`,
      `${company}:${at(files, company, '"ui:FieldTemplate"')} uiSchema.fundraisingAmount["ui:FieldTemplate"]: "ui:FieldTemplate" asks for a custom React FieldTemplate "MyTemplate", which no content file can provide: remove it and the form uses the theme's own FieldTemplate`,
      expect.stringContaining(
        `${company}:${at(files, company, '"myCustomWidget"')} uiSchema.fundraisingAmount["ui:widget"]: unknown widget "myCustomWidget": a custom widget is React code no content file can provide; the nearest built-in is "text" (widgets: `,
      ),
    ]);
  });
});

function check(files: ReturnType<typeof everyForm>): string[] {
  return checkContent(files, schemas).problems.map(formatProblem);
}

describe("a number field's format", () => {
  const brief = 'tests/fixtures/extra-flow/schemas/forms/launch-brief.json';
  const withFormat = (format: string) =>
    edit(
      brief,
      '"teamSize": {\n      "ui:placeholder": "e.g. 6",',
      `"teamSize": {\n      "ui:placeholder": "e.g. 6",\n      "ui:options": { "format": ${format} },`,
    );

  it("is one of the app's number formats: accepted without a word", () => {
    for (const format of ['"number"', '"currency"', '"percent"', '"multiple"'])
      expect(lines(withFormat(format))).toEqual([]);
  });

  it('is refused at file:line:col when it is none, with the nearest format or the list', () => {
    const misspelt = withFormat('"curency"');
    expect(lines(misspelt)).toEqual([
      `${brief}:${at(misspelt, brief, '"curency"')} uiSchema.teamSize["ui:options"].format: "curency" is no number format (did you mean "currency"?)`,
    ]);
    const other = withFormat('7');
    expect(lines(other)).toEqual([
      `${brief}:${at(other, brief, '7 }')} uiSchema.teamSize["ui:options"].format: 7 is no number format (formats: number, currency, percent, multiple)`,
    ]);
  });

  it("on a text field stays rjsf's date-part order: accepted and ignored, with a warning", () => {
    const text = edit(
      company,
      '"ui:placeholder": "e.g. Acme Labs"',
      '"ui:placeholder": "e.g. Acme Labs",\n      "ui:options": { "format": "currency" }',
    );
    expect(lines(text)).toEqual([
      expect.stringMatching(/uiSchema\.companyName\["ui:options"\]\.format: warning: "format" is accepted and ignored/),
    ]);
  });
});
