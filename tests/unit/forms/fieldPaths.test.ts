import { describe, expect, it } from 'vitest';
import { formFieldPathProblem } from '../../../src/checker/checks/formFieldPath.ts';
import { fieldChoices } from '../../../src/engine/forms/fieldChoices.ts';
import { answerText } from '../../../src/engine/analysis/offline/answerText.ts';

const team = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    size: { type: 'integer' },
    remote: { type: 'boolean' },
    tags: { items: { type: 'string' } },
    cofounders: { type: 'array', items: { type: 'object', properties: { role: { type: 'string' } } } },
    extra: { type: 'object', additionalProperties: true },
    scores: { type: 'object', additionalProperties: { type: 'number' } },
    linked: { $ref: '#/definitions/elsewhere' },
  },
  oneOf: [{ properties: { plan: { type: 'string' } } }],
};
const problem = (path: string) => formFieldPathProblem('"team"', team, path);

describe('formFieldPathProblem', () => {
  it('accepts fields, fields of every item, option fields, open objects and what it cannot see into', () => {
    for (const path of ['name', 'cofounders[].role', 'plan', 'extra.anything', 'scores.q1', 'linked.deep'])
      expect(problem(path), path).toBeNull();
  });

  it('refuses positions, unknown fields, fields of leaves and lists written without or with a stray []', () => {
    expect(problem('cofounders[0].role')).toBe(
      '"cofounders[0].role" names an item by its position, which changes as items are added, removed and reordered; write "cofounders[].role" for every item',
    );
    expect(problem('nmae')).toBe('"team" has no field "nmae" (did you mean "name"?)');
    expect(problem('cofounders[].rol')).toBe('"cofounders[]" has no field "rol" (did you mean "role"?)');
    expect(problem('name.first')).toBe('"name" is text; it has no field "first"');
    expect(problem('size.unit')).toBe('"size" is a number; it has no field "unit"');
    expect(problem('remote.why')).toBe('"remote" is a yes/no; it has no field "why"');
    expect(problem('tags.first')).toBe('"tags" is a list: write "tags[].first" for "first" of every item');
    expect(problem('name[].x')).toBe('"name" is not a list; write "name" without []');
  });
});

describe('fieldChoices', () => {
  it('reads enums with their names, titled consts, a single const, yes/no and list items', () => {
    expect(fieldChoices({ enum: ['a', 'b'] }, { 'ui:enumNames': ['Apple'] })).toEqual([
      { value: 'a', label: 'Apple' },
      { value: 'b', label: 'b' },
    ]);
    expect(fieldChoices({ anyOf: [{ const: 1, title: 'One' }, { const: 2 }] })).toEqual([
      { value: 1, label: 'One' },
      { value: 2, label: '2' },
    ]);
    expect(fieldChoices({ const: 'x' })).toEqual([{ value: 'x', label: 'x' }]);
    expect(fieldChoices({ type: 'boolean' })?.map((choice) => choice.label)).toEqual(['Yes', 'No']);
    expect(fieldChoices({ type: 'array', items: { enum: ['a'] } }, { items: { 'ui:enumNames': ['Apple'] } })).toEqual([
      { value: 'a', label: 'Apple' },
    ]);
    expect(fieldChoices({ type: 'array', items: { enum: ['a'] } })).toEqual([{ value: 'a', label: 'a' }]);
  });

  it('gives nothing for free input or a schema that is not one', () => {
    expect(fieldChoices(true)).toBeUndefined();
    expect(fieldChoices({ type: 'string' })).toBeUndefined();
    expect(fieldChoices({ oneOf: [{ type: 'string' }] })).toBeUndefined();
  });
});

describe('answerText', () => {
  it('rates what was written inside lists and objects, skipping blanks, yes/no and field names', () => {
    expect(answerText([{ name: 'Ada', role: ' ', age: 36, lead: true, score: Number.NaN }, 'Bo'])).toBe('Ada\n36\nBo');
    expect(answerText({ nested: { text: 'deep' } })).toBe('deep');
  });

  it('writes any other answer as a prompt would', () => {
    expect(answerText('plain')).toBe('plain');
    expect(answerText({ min: 1, max: 2 })).not.toBe('');
  });
});
