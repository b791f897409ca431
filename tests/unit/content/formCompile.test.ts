import { describe, expect, it } from 'vitest';
import type { ContentFile } from '../../../src/checker/checkContent.ts';
import { isFormComplete } from '../../../src/engine/forms/isFormComplete.ts';
import { pruneHidden } from '../../../src/engine/forms/pruneHidden.ts';
import { conditionalNames } from '../../../src/engine/forms/declaredProperties.ts';
import { compileConditionsWith } from '../../../src/engine/forms/matchesSchema.ts';
import { conditionCompiler } from '../../../src/engine/validation/compileAtRunTime.ts';
import { check, shippedFiles } from './support/shippedContent.ts';

compileConditionsWith(conditionCompiler());

const formFile = (schema: object, uiSchema?: object): ContentFile => ({
  file: 'schemas/forms/t.json',
  text: JSON.stringify({ kind: 'form', schema, ...(uiSchema ? { uiSchema } : {}) }, null, 2),
});
const loaded = (schema: object, uiSchema?: object) => {
  const { content, problems } = check([...shippedFiles(), formFile(schema, uiSchema)]);
  expect(problems).toEqual([]);
  const form = content?.forms.t;
  if (!form) throw new Error('no form');
  return form;
};

describe('what rjsf understands, compiled when the content loads into what the engine reads', () => {
  it('a property dependency: the listed field is required once the trigger is answered', () => {
    const form = loaded({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' }, card: { type: 'number' }, address: { type: 'string' } },
      dependencies: { card: ['address'] },
    });
    expect(form.schema.dependencies).toBeUndefined();
    expect(isFormComplete(form.schema, { name: 'Tim' })).toBe(true);
    expect(isFormComplete(form.schema, { name: 'Tim', card: 4242 })).toBe(false);
    expect(isFormComplete(form.schema, { name: 'Tim', card: 4242, address: '1 Main St' })).toBe(true);
  });

  it('a schema dependency with one option per answer: each answer shows its own fields, and hides the others', () => {
    const form = loaded({
      type: 'object',
      required: ['pets'],
      properties: { pets: { type: 'string', enum: ['No', 'One', 'More'] } },
      dependencies: {
        pets: {
          oneOf: [
            { properties: { pets: { enum: ['No'] } } },
            { properties: { pets: { enum: ['One'] }, age: { type: 'number' } }, required: ['age'] },
            { properties: { pets: { enum: ['More'] }, rehome: { type: 'boolean' } }, required: ['rehome'] },
          ],
        },
      },
    });
    expect([...conditionalNames(form.schema)].sort()).toEqual(['age', 'rehome']);
    expect(isFormComplete(form.schema, { pets: 'No' })).toBe(true);
    expect(isFormComplete(form.schema, { pets: 'One' })).toBe(false);
    expect(isFormComplete(form.schema, { pets: 'One', age: 3 })).toBe(true);
    expect(pruneHidden(form.schema, { pets: 'More', age: 3, rehome: false })).toEqual({ pets: 'More', rehome: false });
  });

  it('a single field at the root is the form\'s one field, "value", its uiSchema with it', () => {
    const form = loaded(
      { title: 'A single-field form', type: 'string', minLength: 1 },
      { 'ui:placeholder': 'Type here', 'ui:submitButtonOptions': { norender: false } },
    );
    expect(form.schema).toEqual({
      type: 'object',
      required: ['value'],
      properties: { value: { title: 'A single-field form', type: 'string', minLength: 1 } },
    });
    expect(form.uiSchema).toEqual({
      'ui:submitButtonOptions': { norender: false },
      value: { 'ui:placeholder': 'Type here' },
    });
    expect(isFormComplete(form.schema, {})).toBe(false);
    expect(isFormComplete(form.schema, { value: 'x' })).toBe(true);
  });

  it('a list at the root, and an empty schema (a form with no fields)', () => {
    const list = loaded({ type: 'array', title: 'Tasks', items: { type: 'string', title: 'Task' } });
    expect(list.schema.properties).toEqual({
      value: { type: 'array', title: 'Tasks', items: { type: 'string', title: 'Task' } },
    });
    expect(isFormComplete(list.schema, { value: ['a'] })).toBe(true);
    expect(isFormComplete(list.schema, { value: [] })).toBe(false);
    const blank = loaded({});
    expect(blank.schema).toEqual({ type: 'object', properties: {} });
    expect(isFormComplete(blank.schema, {})).toBe(true);
  });
});

describe('a oneOf of alternative sets of fields on the form itself', () => {
  const form = () =>
    loaded({
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string' } },
      oneOf: [
        { title: 'By phone', required: ['phone'], properties: { phone: { type: 'string' } } },
        { title: 'By post', required: ['street'], properties: { street: { type: 'string' } } },
      ],
    });

  it('is complete when the option the answers fill is complete; the other option’s fields are hidden', () => {
    const { schema } = form();
    expect([...conditionalNames(schema)].sort()).toEqual(['phone', 'street']);
    expect(isFormComplete(schema, { name: 'Ada' })).toBe(false);
    expect(isFormComplete(schema, { name: 'Ada', phone: '555' })).toBe(true);
    expect(isFormComplete(schema, { name: 'Ada', street: '1 Main St' })).toBe(true);
    expect(pruneHidden(schema, { name: 'Ada', street: '1 Main St', phone: '' })).toEqual({
      name: 'Ada',
      street: '1 Main St',
    });
  });
});
