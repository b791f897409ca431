import { describe, expect, it } from 'vitest';
import { checkMessages } from '../../../src/checker/checks/messages.ts';
import type { JsonObject } from '../../../src/engine/content/types.ts';
import { checkOneForm } from './support/checkOneForm.ts';
import { at, problemLines, shippedFiles, withEdit } from './support/shippedContent.ts';

const name = { type: 'string', minimum: 0 };
const messageProblems = (messages: JsonObject | string, required: string[] = [], allOf?: JsonObject[]) =>
  checkOneForm(
    checkMessages,
    { type: 'object', properties: { name }, required, ...(allOf ? { allOf } : {}) },
    { name: { 'ui:messages': messages } },
  ).filter((line) => line.startsWith('uiSchema'));

describe("a field's ui:messages", () => {
  it('must be a map of rule names to messages', () => {
    expect(messageProblems('Say something')).toEqual([
      'uiSchema.name["ui:messages"]: "ui:messages" must map rule names to messages, e.g. { "minimum": "At least {limit}" }',
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

  it('accepts the values its rule has, in single braces', () => {
    expect(messageProblems({ minimum: 'At least {limit} ({comparison})' })).toEqual([]);
  });

  it('names the values a slot may use, or that its rule has none', () => {
    expect(messageProblems({ minimum: 'At least {zzzz}' })).toEqual([
      'uiSchema.name["ui:messages"].minimum: {zzzz} is no value of this message (values of this message: limit, comparison)',
    ]);
    expect(messageProblems({ minimum: 'At least {limt}' })).toEqual([
      'uiSchema.name["ui:messages"].minimum: {limt} is no value of this message (did you mean "limit"?)',
    ]);
    expect(messageProblems({ required: 'Need {limit}' }, ['name'])).toEqual([
      'uiSchema.name["ui:messages"].required: {limit} is no value of this message (values of this message: none)',
    ]);
  });

  it('refuses the template syntax of the old form messages, naming the slot to write', () => {
    expect(messageProblems({ minimum: 'At least {{ limit }}' })).toEqual([
      'uiSchema.name["ui:messages"].minimum: {{ limit }} is a template placeholder; a message names a value in single braces: {limit}',
    ]);
  });
});

describe("the app's messages", () => {
  const app = 'flows/app.yaml';

  it('pass as shipped', () => {
    expect(problemLines(shippedFiles())).toEqual([]);
  });

  it('name only the values the step or field showing them fills, at file:line:col', () => {
    const files = withEdit(shippedFiles(), app, 'minimum: Enter {limit} or more.', 'minimum: Enter {min} or more.');
    expect(problemLines(files)).toEqual([
      `${app}:${at(files, app, '{min} or more')} messages.minimum: {min} is no value of this message (values of this message: limit)`,
    ]);
  });

  it('refuse {{ }} placeholders, naming the slot to write instead', () => {
    const from = 'maxLength: Keep this to {limit} characters or fewer.';
    const files = withEdit(shippedFiles(), app, from, 'maxLength: "Keep this to {{ limit }} characters or fewer."');
    expect(problemLines(files)).toEqual([
      `${app}:${at(files, app, '{{ limit }} characters')} messages.maxLength: {{ limit }} is a template placeholder; a message names a value in single braces: {limit}`,
    ]);
  });

  it('no longer take a separate formMessages section: the form messages are messages', () => {
    const files = withEdit(
      shippedFiles(),
      app,
      'transitionMs: 800',
      'formMessages:\n  required: Required.\ntransitionMs: 800',
    );
    expect(problemLines(files)).toEqual([
      `${app}:${at(files, app, 'formMessages:')} formMessages: unknown key "formMessages" (did you mean "messages"?)`,
    ]);
  });
});
