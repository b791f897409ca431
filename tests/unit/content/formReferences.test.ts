import { describe, expect, it } from 'vitest';
import type { ContentFile } from '../../../src/checker/checkContent.ts';
import { formatProblem } from '../../../src/checker/problem.ts';
import { isRecord } from '../../../src/engine/forms/isRecord.ts';
import { at, check, problemLines, shippedFiles } from './support/shippedContent.ts';

const formFile = (id: string, schema: object, extra: object = {}): ContentFile => ({
  file: `schemas/forms/${id}.json`,
  text: JSON.stringify({ kind: 'form', schema, ...extra }, null, 2),
});
const withForms = (...forms: ContentFile[]) => [...shippedFiles(), ...forms];

const address = {
  type: 'object',
  title: 'Address',
  required: ['city'],
  properties: { street: { type: 'string', title: 'Street' }, city: { type: 'string', title: 'City' } },
};
const node = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Name' },
    children: { type: 'array', title: 'Children', items: { $ref: '#/definitions/node' } },
  },
};

describe('a form with $ref', () => {
  it('is resolved when the content loads: definitions, $defs, another form file, keys beside $ref overriding', () => {
    const files = withForms(
      formFile('order', {
        type: 'object',
        definitions: { address },
        $defs: { phone: { type: 'string', title: 'Phone', pattern: '^[0-9 +]+$' } },
        required: ['billing'],
        properties: {
          billing: { $ref: '#/definitions/address', title: 'Billing address' },
          phone: { $ref: '#/$defs/phone' },
          contact: { $ref: 'people.json#/definitions/person' },
        },
      }),
      formFile('people', {
        type: 'object',
        properties: { nickname: { type: 'string' } },
        definitions: { person: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } } },
      }),
    );
    const { content, problems } = check(files);
    expect(problems).toEqual([]);
    expect(content?.forms.order?.schema).toEqual({
      type: 'object',
      required: ['billing'],
      properties: {
        billing: { ...address, title: 'Billing address' },
        phone: { type: 'string', title: 'Phone', pattern: '^[0-9 +]+$' },
        contact: { type: 'object', properties: { name: { type: 'string', title: 'Name' } } },
      },
    });
  });

  it('names a reference that points at nothing, with a did-you-mean, at the $ref', () => {
    const files = withForms(
      formFile('order', {
        type: 'object',
        definitions: { address },
        properties: {
          billing: { $ref: '#/definitions/adress' },
          contact: { $ref: 'peple.json#/definitions/person' },
          other: { $ref: 'https://example.com/schema.json' },
        },
      }),
      formFile('people', { type: 'object', properties: { nickname: { type: 'string' } } }),
    );
    const file = 'schemas/forms/order.json';
    expect(problemLines(files)).toEqual([
      `${file}:${at(files, file, '"#/definitions/adress"')} schema.properties.billing.$ref: "#/definitions/adress" points at nothing in this form (did you mean "address"?)`,
      `${file}:${at(files, file, '"peple.json#')} schema.properties.contact.$ref: "peple.json#/definitions/person" names no form file: there is no schemas/forms/peple.json (did you mean "people"?)`,
      `${file}:${at(files, file, '"https://')} schema.properties.other.$ref: "https://example.com/schema.json" points outside the content: refer to a form file beside this one, e.g. "address.json#/definitions/address"`,
    ]);
  });

  it('reports a problem inside a definition where the definition is written, once however often it is used', () => {
    const files = withForms(
      formFile('order', {
        type: 'object',
        definitions: { address: { ...address, properties: { city: { type: 'string', format: 'emial' } } } },
        properties: { billing: { $ref: '#/definitions/address' }, shipping: { $ref: '#/definitions/address' } },
      }),
    );
    const file = 'schemas/forms/order.json';
    expect(problemLines(files)).toEqual([
      `${file}:${at(files, file, '"emial"')} schema.definitions.address.properties.city.format: format "emial" is not one the validator checks (did you mean "email"?)`,
    ]);
  });

  it('shows an undeclared recursion 3 levels deep, with a warning that says how to choose', () => {
    const files = withForms(
      formFile('family', {
        type: 'object',
        definitions: { node },
        properties: { tree: { $ref: '#/definitions/node' } },
      }),
    );
    const file = 'schemas/forms/family.json';
    const { content, problems, warnings = [] } = check(files);
    expect(problems).toEqual([]);
    expect(warnings.map(formatProblem)).toEqual([
      `${file}:${at(files, file, '"#/definitions/node"')} schema.definitions.node.properties.children.items.$ref: warning: "#/definitions/node" refers back to where it is used: the form shows it 3 levels deep, the deepest without the part that would nest again; declare another depth with "recursionDepth" beside "schema" in schemas/forms/family.json`,
    ]);
    const levels = (tree: unknown): number =>
      isRecord(tree) && isRecord(tree.properties) && isRecord(tree.properties.children)
        ? 1 + levels(tree.properties.children.items)
        : 1;
    expect(levels((content?.forms.family?.schema.properties as Record<string, unknown>).tree)).toBe(3);
  });

  it('unfolds a recursive reference to the declared depth, the deepest level without the part that would nest again', () => {
    const files = withForms(
      formFile(
        'family',
        {
          type: 'object',
          definitions: {
            node: {
              ...node,
              required: ['name', 'next'],
              properties: {
                ...node.properties,
                next: {
                  oneOf: [
                    { title: 'None', type: 'null' },
                    { title: 'Another', $ref: '#/definitions/node' },
                  ],
                },
              },
            },
          },
          properties: { tree: { $ref: '#/definitions/node' } },
        },
        { recursionDepth: 2 },
      ),
    );
    const { content, problems } = check(files);
    expect(problems).toEqual([]);
    const leaf = { type: 'object', required: ['name', 'next'], properties: { name: node.properties.name } };
    const deepest = { ...leaf, properties: { ...leaf.properties, next: { oneOf: [{ title: 'None', type: 'null' }] } } };
    expect(content?.forms.family?.schema).toEqual({
      type: 'object',
      properties: {
        tree: {
          type: 'object',
          required: ['name', 'next'],
          properties: {
            name: node.properties.name,
            children: { type: 'array', title: 'Children', items: { ...deepest, required: ['name', 'next'] } },
            next: {
              oneOf: [
                { title: 'None', type: 'null' },
                { ...deepest, title: 'Another' },
              ],
            },
          },
        },
      },
    });
  });
});
