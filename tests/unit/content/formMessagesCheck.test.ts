import { describe, expect, it } from 'vitest';
import { checkFormMessages } from '../../../src/checker/checks/formMessages.ts';
import type { JsonObject } from '../../../src/engine/content/types.ts';
import { checkOneForm } from './support/checkOneForm.ts';

const name = { type: 'string', minimum: 0 };
const messageProblems = (messages: JsonObject | string, required: string[] = [], allOf?: JsonObject[]) =>
  checkOneForm(
    checkFormMessages,
    { type: 'object', properties: { name }, required, ...(allOf ? { allOf } : {}) },
    { name: { 'ui:messages': messages } },
  ).filter((line) => line.startsWith('uiSchema'));

describe("a field's ui:messages", () => {
  it('must be a map of rule names to messages', () => {
    expect(messageProblems('Say something')).toEqual([
      'uiSchema.name["ui:messages"]: "ui:messages" must map rule names to messages, e.g. { "minimum": "At least {{ limit }}" }',
    ]);
  });

  it('lists the rules when a name is nothing like one', () => {
    expect(messageProblems({ zzzzzz: 'x' })).toEqual([
      expect.stringMatching(
        /^uiSchema\.name\["ui:messages"\]\.zzzzzz: "zzzzzz" is no validation rule \(rules: required, minLength, /,
      ),
    ]);
  });

  it('words a required message for a field no required list names, and accepts one a branch requires', () => {
    expect(messageProblems({ required: 'Your name' })).toEqual([
      'uiSchema.name["ui:messages"].required: a message for "required", but "name" has no required rule (it is not in "required"), so it could never show',
    ]);
    const branch = [{ if: { properties: { kind: { const: 'x' } } }, then: { required: [7, 'name'] } }];
    expect(messageProblems({ required: 'Your name' }, [], branch)).toEqual([]);
  });

  it('must be non-blank text', () => {
    expect(messageProblems({ minimum: '  ' })).toEqual([
      'uiSchema.name["ui:messages"].minimum: a message must be a non-blank text',
    ]);
    expect(messageProblems({ minimum: 3 })).toEqual([
      'uiSchema.name["ui:messages"].minimum: a message must be a non-blank text',
    ]);
  });

  it('names the values a placeholder may use, or that its rule has none', () => {
    expect(messageProblems({ minimum: 'At least {{ zzzz }}' })).toEqual([
      'uiSchema.name["ui:messages"].minimum: {{ zzzz }} is no value of this rule (values of this rule: limit, comparison)',
    ]);
    expect(messageProblems({ required: 'Need {{ limit }}' }, ['name'])).toEqual([
      'uiSchema.name["ui:messages"].required: {{ limit }} is no value of this rule (values of this rule: none)',
    ]);
  });
});
