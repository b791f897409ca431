/**
 * JSON Schema as authors write it elsewhere (rjsf's playground forms among them), each construct
 * both ways: accepted and read as rjsf reads it, or refused with a message that says why.
 */
import { describe, expect, it } from 'vitest';
import type { ContentFile } from '../../../src/checker/checkContent.ts';
import { formatProblem } from '../../../src/checker/problem.ts';
import { isFormComplete } from '../../../src/engine/forms/isFormComplete.ts';
import { fieldChoices } from '../../../src/engine/forms/fieldChoices.ts';
import { check, problemLines, shippedFiles } from './support/shippedContent.ts';

const formFile = (id: string, schema: object, extra: object = {}): ContentFile => ({
  file: `schemas/forms/${id}.json`,
  text: JSON.stringify({ kind: 'form', schema, ...extra }, null, 2),
});
const withForms = (...forms: ContentFile[]) => [...shippedFiles(), ...forms];
const field = (form: { schema: object } | undefined, name: string): unknown =>
  (form?.schema as { properties?: Record<string, unknown> } | undefined)?.properties?.[name];
const loaded = (files: readonly ContentFile[], id: string) => {
  const { content, problems, warnings = [] } = check(files);
  return { form: content?.forms[id], problems: problems.map(formatProblem), warnings: warnings.map(formatProblem) };
};

describe('a form written as a bundle ($id names its parts)', () => {
  const bundle = {
    $id: 'https://example.com/schemas/bundle',
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    $defs: {
      'https://example.com/schemas/integer': { $id: 'https://example.com/schemas/integer', type: 'integer' },
      'https://example.com/schemas/positive': {
        $id: 'https://example.com/schemas/positive',
        minimum: 0,
        $defs: { label: { title: 'Count' } },
        allOf: [{ $ref: '#/$defs/label' }],
      },
      count: { allOf: [{ $ref: '/schemas/integer' }, { $ref: 'positive' }] },
    },
    properties: { count: { $ref: '#/$defs/count' }, $id: { type: 'string', title: 'A field named $id' } },
  };

  it('is read as plain pointers: refs by id, by an id relative to the base, and pointers inside an identified part', () => {
    const { form, problems, warnings } = loaded(withForms(formFile('bundle', bundle)), 'bundle');
    expect(problems).toEqual([]);
    expect(form?.schema).toEqual({
      type: 'object',
      properties: {
        count: { allOf: [{ type: 'integer' }, { minimum: 0, allOf: [{ title: 'Count' }] }] },
        $id: { type: 'string', title: 'A field named $id' },
      },
    });
    expect(warnings).toEqual([
      expect.stringContaining(
        'schema.$schema: warning: "$schema" names "https://json-schema.org/draft/2020-12/schema": the form is read as JSON Schema draft-07',
      ),
    ]);
  });

  it('leaves a draft-07 $schema unremarked, and a $ref to no part of the form to the reference checks', () => {
    const files = withForms(
      formFile('outside', {
        $schema: 'http://json-schema.org/draft-07/schema#',
        type: 'object',
        properties: {
          a: { $ref: 'https://elsewhere.example/a.json' },
          b: { $id: 'https://bad host/', type: 'string', title: 'B' },
        },
      }),
    );
    const { problems, warnings } = loaded(files, 'outside');
    expect(warnings).toEqual([]);
    expect(problems).toEqual([expect.stringContaining('points outside the content')]);
  });
});

describe('choices and alternatives', () => {
  it('reads ui:enumNames as a map from each value to its label, and says which labels are missing or extra', () => {
    const rating = { type: 'number', title: 'Rating', enum: [1, 2] };
    const good = withForms(
      formFile(
        'rating',
        { type: 'object', properties: { rating } },
        { uiSchema: { rating: { 'ui:enumNames': { 1: 'Poor', 2: 'Good' } } } },
      ),
    );
    const { form, problems } = loaded(good, 'rating');
    expect(problems).toEqual([]);
    expect(fieldChoices(field(form, 'rating'), form?.uiSchema?.rating)).toEqual([
      { value: 1, label: 'Poor' },
      { value: 2, label: 'Good' },
    ]);
    const bad = withForms(
      formFile(
        'rating',
        { type: 'object', properties: { rating } },
        { uiSchema: { rating: { 'ui:enumNames': { 1: 'Poor', 3: 'Great' } } } },
      ),
    );
    expect(problemLines(bad)).toEqual([
      expect.stringContaining(
        'uiSchema.rating["ui:enumNames"]: "ui:enumNames" as a map needs a label for each enum value (1, 2); missing: 2; not a value: 3',
      ),
    ]);
  });

  it("reads a field's oneOf of sets of fields as anyOf (one answer, even where two options fit), leaving the root's as written", () => {
    const person = { type: 'object', title: 'Person', properties: { name: { type: 'string', title: 'Name' } } };
    const company = { type: 'object', title: 'Company', properties: { name: { type: 'string', title: 'Name' } } };
    const files = withForms(
      formFile('contact', {
        type: 'object',
        required: ['contact'],
        properties: { contact: { title: 'Contact', oneOf: [person, company] } },
        oneOf: [
          { properties: { a: { type: 'string', title: 'A' } } },
          { properties: { b: { type: 'string', title: 'B' } } },
        ],
      }),
    );
    const { form, problems } = loaded(files, 'contact');
    expect(problems).toEqual([]);
    expect(field(form, 'contact')).toEqual({ title: 'Contact', anyOf: [person, company] });
    expect(form?.schema.oneOf).toHaveLength(2);
    // The field is an object of fields: complete once the chosen option's fields are.
    expect(isFormComplete(form?.schema ?? {}, { contact: { name: 'Ada' } })).toBe(true);
    expect(isFormComplete(form?.schema ?? {}, { contact: 'Ada' })).toBe(false);
  });

  it('keeps a field that has both oneOf and anyOf as written', () => {
    const option = { type: 'object', title: 'One', properties: { x: { type: 'string', title: 'X' } } };
    const files = withForms(
      formFile('both', { type: 'object', properties: { both: { oneOf: [option], anyOf: [option] } } }),
    );
    expect(field(loaded(files, 'both').form, 'both')).toEqual({ oneOf: [option], anyOf: [option] });
  });
});

describe('defaults and files', () => {
  it('accepts a list default shorter than minItems when its items have a default (rjsf fills the rest), and not otherwise', () => {
    const list = (items: object) =>
      withForms(
        formFile('fish', {
          type: 'object',
          properties: { fish: { type: 'array', title: 'Fish', minItems: 3, default: ['carp'], items } },
        }),
      );
    expect(problemLines(list({ type: 'string', default: 'trout' }))).toEqual([]);
    expect(problemLines(list({ type: 'string' }))).toEqual([
      expect.stringContaining('must NOT have fewer than 3 items'),
    ]);
  });

  it('refuses a file upload, naming the custom code it would need and what to ask for instead', () => {
    const files = withForms(
      formFile('upload', { type: 'object', properties: { cv: { type: 'string', title: 'CV', format: 'data-url' } } }),
    );
    expect(problemLines(files)).toEqual([
      expect.stringContaining(
        'schema.properties.cv.format: a file upload ("format": "data-url") needs custom code the app does not have',
      ),
    ]);
  });
});

describe('ui:definitions', () => {
  it("applies a definition's uiSchema wherever it is used, under the usage site's own entries, and drops the key", () => {
    const address = {
      type: 'object',
      properties: { street: { type: 'string', title: 'Street' }, city: { type: 'string', title: 'City' } },
    };
    const files = withForms(
      formFile(
        'shipping',
        {
          type: 'object',
          definitions: { address },
          properties: {
            home: { $ref: '#/definitions/address' },
            others: { type: 'array', title: 'Others', items: { $ref: '#/definitions/address' } },
            either: { title: 'Either', oneOf: [{ $ref: '#/definitions/address' }] },
            note: { type: 'string', title: 'Note' },
            tags: { type: 'array', title: 'Tags', items: { type: 'string', title: 'Tag' } },
            pair: { type: 'array', title: 'Pair', items: [{ type: 'string', title: 'First' }] },
          },
        },
        {
          uiSchema: {
            'ui:definitions': {
              '#/definitions/address': {
                street: { 'ui:placeholder': 'Street and number' },
                city: { 'ui:placeholder': 'City' },
              },
            },
            home: { street: { 'ui:placeholder': 'Where you live' } },
          },
        },
      ),
    );
    const { form, problems } = loaded(files, 'shipping');
    expect(problems).toEqual([]);
    expect(form?.uiSchema).toEqual({
      home: { street: { 'ui:placeholder': 'Where you live' }, city: { 'ui:placeholder': 'City' } },
      others: { items: { street: { 'ui:placeholder': 'Street and number' }, city: { 'ui:placeholder': 'City' } } },
      either: { street: { 'ui:placeholder': 'Street and number' }, city: { 'ui:placeholder': 'City' } },
    });
  });
});
