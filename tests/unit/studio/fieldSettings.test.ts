import { describe, expect, it } from 'vitest';
import {
  fieldIdOf,
  isRequired,
  placeholderOf,
  withPlaceholder,
  withRequired,
} from '../../../src/studio/model/fieldSettings.ts';

const form = {
  kind: 'form',
  schema: {
    type: 'object',
    required: ['name'],
    properties: { name: { type: 'string', title: 'Name' }, age: { type: 'integer', title: 'Age' } },
    allOf: [{ if: { required: ['age'] }, then: { properties: { why: { type: 'string' } } } }],
  },
  uiSchema: { name: { 'ui:placeholder': 'e.g. Ada', 'ui:autocomplete': 'name' } },
};

describe('a field named in words', () => {
  it('gets an id an answer can be stored under', () => {
    expect(fieldIdOf('Experience level')).toBe('experienceLevel');
    expect(fieldIdOf('  Team size (people)? ')).toBe('teamSizePeople');
    expect(fieldIdOf('URL of the site')).toBe('uRLOfTheSite');
    expect(fieldIdOf('2nd owner')).toBe('field2ndOwner');
    expect(fieldIdOf('Café owner')).toBe('cafeOwner');
    expect(fieldIdOf('!!')).toBe('');
  });
});

describe('a field’s Required and placeholder', () => {
  it('reads and writes the required list beside the field, in a condition too', () => {
    expect(isRequired(form, 'name')).toBe(true);
    expect(isRequired(form, 'age')).toBe(false);
    expect(isRequired(form, 'missing')).toBe(false);
    const ageRequired = withRequired(form, 'age', true);
    expect(isRequired(ageRequired, 'age')).toBe(true);
    expect((ageRequired as typeof form).schema.required).toEqual(['name', 'age']);
    const noneRequired = withRequired(withRequired(form, 'name', false), 'name', false) as typeof form;
    expect('required' in noneRequired.schema).toBe(false);
    const why = withRequired(form, 'why', true) as { schema: { allOf: [{ then: { required: string[] } }] } };
    expect(why.schema.allOf[0].then.required).toEqual(['why']);
    expect(withRequired(form, 'missing', true)).toBe(form);
  });

  it('keeps the placeholder in the uiSchema, dropping what empties', () => {
    expect(placeholderOf(form, 'name')).toBe('e.g. Ada');
    expect(placeholderOf(form, 'age')).toBe('');
    expect(placeholderOf({}, 'age')).toBe('');
    const agePlaceholder = withPlaceholder(form, 'age', 'e.g. 40') as typeof form & { uiSchema: object };
    expect(agePlaceholder.uiSchema).toEqual({ ...form.uiSchema, age: { 'ui:placeholder': 'e.g. 40' } });
    expect((withPlaceholder(form, 'name', '') as typeof form).uiSchema.name).toEqual({ 'ui:autocomplete': 'name' });
    expect(withPlaceholder(withPlaceholder(form, 'age', 'x'), 'age', '')).toEqual(form);
  });
});
