import { describe, expect, it } from 'vitest';
import type { FormContent } from '../../../src/engine/content/types.ts';
import { storedShapeProblem } from '../../../src/engine/forms/storedShapeProblem.ts';
import { compileAtRunTime } from '../../../src/engine/validation/compileAtRunTime.ts';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const form: FormContent = {
  id: 'shape-probe',
  kind: 'form',
  schema: {
    type: 'object',
    properties: {
      month: { type: 'string', title: 'Month', oneOf: months.map((month) => ({ const: month, title: month })) },
      tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] } },
      team: {
        type: 'array',
        items: { type: 'object', properties: { role: { type: 'string', enum: ['CEO', 'CTO'] } } },
      },
      age: { type: 'number' },
      // A field named like a rule is a field: the stored shape keeps it.
      format: { type: 'string' },
    },
    additionalProperties: false,
  },
};

const validate = compileAtRunTime([form]).forms[form.id]!;

function problem(value: unknown): string | null {
  return validate(value) ? null : storedShapeProblem(validate.errors, form, value);
}

describe('storedShapeProblem', () => {
  it('accepts what has the form’s shape, complete or not', () => {
    expect(problem({})).toBeNull();
    expect(problem({ month: 'Mar', tags: ['b'], team: [{ role: 'CTO' }], age: 3, format: 'pdf' })).toBeNull();
  });

  it('names a value outside a dropdown of twelve once, with the choices it allows', () => {
    expect(problem({ month: 'Smarch' })).toBe(
      `has "month" set to "Smarch", which is not one of its choices: ${months.map((month) => `"${month}"`).join(', ')}`,
    );
  });

  it('names a list item or a nested field by its path', () => {
    expect(problem({ tags: ['a', 'z'] })).toBe('has "tags.1" set to "z", which is not one of its choices: "a", "b"');
    expect(problem({ team: [{ role: 'CFO' }] })).toBe(
      'has "team.0.role" set to "CFO", which is not one of its choices: "CEO", "CTO"',
    );
  });

  it('says what else is wrong in ajv’s words, after the field', () => {
    expect(problem({ age: 'three' })).toBe('has "age" that must be number');
    expect(problem({ admin: true })).toBe('has an unknown field "admin"');
    expect(problem('text')).toBe("is not a form's answers (it must be object)");
  });
});
