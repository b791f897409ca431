import { describe, expect, it } from 'vitest';
import { formatNames } from '../../../src/engine/forms/formatNames.ts';
import { widgetNames } from '../../../src/engine/forms/formWidgetNames.ts';
import { at, check, problemLines, shippedFiles, withEdit } from './support/shippedContent.ts';

const shipped = shippedFiles();
const form = 'schemas/forms/company-profile.json';
const edit = (from: string, to: string) => withEdit(shipped, form, from, to);

describe('the checker knows forms', () => {
  it('names a schema keyword with a value JSON Schema does not allow, with a did-you-mean', () => {
    const files = edit('"companyEmail": {\n        "type": "string"', '"companyEmail": {\n        "type": "strnig"');
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '"strnig"')} schema.properties.companyEmail.type: "type" must be one of array, boolean, integer, null, number, object, string, not "strnig" (did you mean "string"?)`,
      `${form}:${at(files, form, '"ui:widget": "email"', 13)} uiSchema.companyEmail["ui:widget"]: widget "email" cannot edit a field of type strnig (it edits: string)`,
    ]);
    const negative = edit(
      '"companyEmail": {\n        "type": "string"',
      '"companyEmail": {\n        "type": "string", "maxItems": -1',
    );
    expect(problemLines(negative)).toEqual([
      `${form}:${at(negative, form, '-1')} schema.properties.companyEmail.maxItems: "maxItems" must be >= 0`,
    ]);
  });

  it('names a format the validator does not check, with a did-you-mean or the list', () => {
    const files = edit(
      '"companyName": {\n        "type": "string"',
      '"companyName": {\n        "type": "string", "format": "emial"',
    );
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '"emial"')} schema.properties.companyName.format: format "emial" is not one the validator checks (did you mean "email"?)`,
    ]);
    const unknown = edit(
      '"companyName": {\n        "type": "string"',
      '"companyName": {\n        "type": "string", "format": "phone"',
    );
    expect(problemLines(unknown)).toEqual([
      `${form}:${at(unknown, form, '"phone"')} schema.properties.companyName.format: format "phone" is not one the validator checks (formats: ${formatNames.join(', ')})`,
    ]);
    const known = edit(
      '"companyName": {\n        "type": "string"',
      '"companyName": {\n        "type": "string", "format": "email"',
    );
    expect(problemLines(known)).toEqual([]);
  });

  it('names a uiSchema key that is no property, with a did-you-mean', () => {
    const files = edit('"companyStructure": {\n      "ui:placeholder"', '"companyStructur": {\n      "ui:placeholder"');
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '"companyStructur": {\n      "ui:p')} uiSchema.companyStructur: warning: uiSchema key "companyStructur" names no property of this form, so it changes nothing (did you mean "companyStructure"?)`,
    ]);
  });

  it('names a ui:order entry that is no property, and the property it leaves out', () => {
    const files = edit(
      '"ui:order": [\n      "founderName",\n      "companyEmail",\n      "companyName"',
      '"ui:order": [\n      "founderName",\n      "companyEmail",\n      "compnyName"',
    );
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '[\n      "founderName",\n      "companyEmail",\n      "compnyName"')} uiSchema["ui:order"]: "ui:order" leaves out "companyName"; list it, or add "*" for the rest`,
      `${form}:${at(files, form, '"compnyName"')} uiSchema["ui:order"][2]: "ui:order" names "compnyName", which is no property of this form (did you mean "companyName"?)`,
    ]);
  });

  it('accepts an incomplete ui:order that ends in "*", and refuses a name listed twice', () => {
    expect(
      problemLines(
        edit(
          '      "companyStructure",\n      "hasTechnicalCofounder"\n    ],\n    "founderName"',
          '      "*"\n    ],\n    "founderName"',
        ),
      ),
    ).toEqual([]);
    const files = edit(
      '      "companyStructure",\n      "hasTechnicalCofounder"\n    ],\n    "founderName"',
      '      "stage",\n      "*"\n    ],\n    "founderName"',
    );
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '"stage",\n      "*"')} uiSchema["ui:order"][5]: "stage" is listed twice in "ui:order"`,
    ]);
  });

  it('names an unknown ui:widget and lists the registered ones', () => {
    const files = edit('"ui:widget": "radio"', '"ui:widget": "radios"');
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '"radios"')} uiSchema.hasTechnicalCofounder["ui:widget"]: unknown widget "radios" (did you mean "radio"?) (widgets: ${widgetNames.join(', ')})`,
    ]);
  });

  it('names a required property that does not exist, also inside a conditional branch', () => {
    const files = edit(
      '      "companyStructure",\n      "hasTechnicalCofounder"\n    ],\n    "properties"',
      '      "companyStructure",\n      "hasTechnicalCofunder"\n    ],\n    "properties"',
    );
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '"hasTechnicalCofunder"')} schema.required[6]: "hasTechnicalCofunder" is required but is no property of this form, so the form could never be submitted (did you mean "hasTechnicalCofounder"?)`,
    ]);
    const buyer = 'schemas/forms/buyer-profile.json';
    const conditional = withEdit(
      shipped,
      buyer,
      '"then": {\n      "properties"',
      '"then": {\n      "required": ["otherIndustri"],\n      "properties"',
    );
    expect(problemLines(conditional)).toEqual([
      `${buyer}:${at(conditional, buyer, '"otherIndustri"')} schema.then.required[0]: "otherIndustri" is required but is no property of this form, so the form could never be submitted (did you mean "otherIndustry"?)`,
    ]);
  });

  it('refuses choices without labels, a choice offered twice, and enum labels that do not match', () => {
    const files = edit(
      '{\n            "const": "growth",\n            "title": "Growth"\n          }',
      '{\n            "const": "seed"\n          }',
    );
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '{\n            "const": "seed"\n')} schema.properties.stage.oneOf[2]: option "seed" has no "title", so its label would be the raw value`,
      `${form}:${at(files, form, '"seed"\n          }')} schema.properties.stage.oneOf[2].const: the choice "seed" is offered twice`,
    ]);
    const enumForm = edit('"ui:widget": "select"\n', '"ui:widget": "select",\n      "ui:enumNames": ["Pre-seed"]\n');
    expect(problemLines(enumForm)).toEqual([
      `${form}:${at(enumForm, form, '["Pre-seed"]')} uiSchema.stage["ui:enumNames"]: "ui:enumNames" labels an "enum", but "stage" has none; use a "oneOf" of titled consts`,
    ]);
  });

  it('refuses a default the field itself rejects, naming the bound or the choices', () => {
    const files = edit('"default": "pre-seed"', '"default": "series-a"');
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '"series-a"')} schema.properties.stage.default: default "series-a" is not one of the field's choices`,
    ]);
    const number = edit(
      '"companyName": {\n        "type": "string",',
      '"companyName": {\n        "type": "string",\n        "maxLength": 3,',
    );
    expect(
      problemLines(
        withEdit(number, form, '"title": "Company name",', '"title": "Company name", "default": "Acme Labs",'),
      ),
    ).toEqual([
      expect.stringContaining(
        'schema.properties.companyName.default: default "Acme Labs" must NOT have more than 3 characters',
      ),
    ]);
  });

  it('rejects a ui:messages entry for a rule the field does not have, or no rule at all', () => {
    const files = edit(
      '"companyStructure": {\n      "ui:placeholder": "e.g. Delaware C-Corp"',
      '"companyStructure": {\n      "ui:messages": { "minimum": "At least {limit}", "requird": "Say how" },\n      "ui:placeholder": "e.g. Delaware C-Corp"',
    );
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '"minimum": "At')} uiSchema.companyStructure["ui:messages"].minimum: a message for "minimum", but "companyStructure" has no "minimum" rule, so it could never show`,
      `${form}:${at(files, form, '"requird"')} uiSchema.companyStructure["ui:messages"].requird: "requird" is no validation rule (did you mean "required"?)`,
    ]);
  });

  it('rejects a placeholder its rule has no value for, at the placeholder', () => {
    const files = edit(
      '"companyStructure": {\n      "ui:placeholder": "e.g. Delaware C-Corp"',
      '"companyStructure": {\n      "ui:messages": { "minLength": "At least {limt} characters" },\n      "ui:placeholder": "e.g. Delaware C-Corp"',
    );
    expect(problemLines(files)).toEqual([
      `${form}:${at(files, form, '{limt}')} uiSchema.companyStructure["ui:messages"].minLength: {limt} is no value of this message (did you mean "limit"?)`,
    ]);
  });

  it('reads an $id as the name of a part of the form: left out when it loads, nothing refused', () => {
    const email = '"companyEmail": {\n        "type": "string"';
    const withId = edit(email, `"companyEmail": {\n        "$id": "https://example.com/email", "type": "string"`);
    expect(problemLines(withId)).toEqual([]);
    expect(JSON.stringify(check(withId).content?.forms['company-profile']?.schema)).not.toContain('$id');
    // A field named like the keyword is a field like any other (here only left out of ui:order).
    const field = problemLines(edit(email, '"$id": { "type": "string" },\n      ' + email));
    expect(field).toHaveLength(1);
    expect(field[0]).toContain('ui:order');
  });
});
