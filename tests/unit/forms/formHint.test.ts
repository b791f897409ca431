/**
 * The hint beside a form's disabled submit button names what keeps it disabled (#36 item 5): the
 * fields still empty and the malformed ones, by the labels the form shows, and the first of them.
 */
import { describe, expect, it } from 'vitest';
import { fieldLabel } from '../../../src/engine/forms/fieldLabel.ts';
import { incompleteFields } from '../../../src/engine/forms/isFormComplete.ts';
import { formHint } from '../../../src/engine/forms/messages/formHint.ts';

const messages = { formMissing: 'Missing: {fields}', formInvalid: 'Wrong: {fields}', formGoTo: 'Jump to {field}' };

const team = {
  type: 'object',
  required: ['company', 'email', 'cofounders'],
  properties: {
    company: { type: 'string', title: 'Company name' },
    email: { type: 'string', format: 'email', title: 'Email' },
    cofounders: {
      type: 'array',
      title: 'Co-founders',
      minItems: 1,
      items: {
        type: 'object',
        required: ['name'],
        properties: { name: { type: 'string', title: 'Name' }, role: { type: 'string' } },
      },
    },
    notes: { type: 'array', title: 'Notes', items: { type: 'string' } },
  },
};
const ui = { company: { 'ui:title': 'Your company' } };

describe('formHint', () => {
  it('lists the empty fields and the malformed ones apart, and offers the first', () => {
    expect(formHint(messages, ['Name', 'Company'], ['Email'], 'Name', 'en-GB')).toEqual({
      missing: 'Missing: Name and Company',
      invalid: 'Wrong: Email',
      goTo: 'Jump to Name',
    });
  });

  it('lists three or more names as the language lists them, each once', () => {
    expect(formHint(messages, ['A', 'B', 'C', 'B'], [], 'A', 'en-GB').missing).toBe('Missing: A, B and C');
    expect(formHint(messages, ['A', 'B', 'C'], [], 'A', 'es').missing).toBe('Missing: A, B y C');
  });

  it('says only what applies', () => {
    expect(formHint(messages, [], ['Email'], 'Email', 'en')).toEqual({
      invalid: 'Wrong: Email',
      goTo: 'Jump to Email',
    });
    expect(formHint(messages, [], [], undefined, 'en')).toEqual({});
  });
});

describe('fieldLabel', () => {
  it('names a field by its uiSchema title, else its schema title, else its name', () => {
    expect(fieldLabel(team, ui, ['company'])).toBe('Your company');
    expect(fieldLabel(team, ui, ['email'])).toBe('Email');
    expect(fieldLabel(team, ui, ['cofounders', 0, 'role'])).toBe('Co-founders 1');
  });

  it("names a list's line by the list and its number, and a field in it after them", () => {
    expect(fieldLabel(team, ui, ['cofounders', 1, 'name'])).toBe('Co-founders 2: Name');
    expect(fieldLabel(team, ui, ['notes', 2])).toBe('Notes 3');
  });
});

describe('incompleteFields', () => {
  it('gives the path of each required field left empty, in the order the form declares them', () => {
    expect(incompleteFields(team, {})).toEqual([['company'], ['email'], ['cofounders']]);
    expect(incompleteFields(team, { company: 'Acme', email: 'a@b.c', cofounders: [{ name: 'Ada' }, {}] })).toEqual([
      ['cofounders', 1, 'name'],
    ]);
  });

  it("names an optional list's blank line, and nothing for a complete form", () => {
    const filled = { company: 'Acme', email: 'a@b.c', cofounders: [{ name: 'Ada' }] };
    expect(incompleteFields(team, { ...filled, notes: ['x', '  '] })).toEqual([['notes', 1]]);
    expect(incompleteFields(team, filled)).toEqual([]);
  });
});
