import { describe, expect, it } from 'vitest';
import { errorMessage } from '../../../src/engine/forms/messages/errorMessage.ts';
import {
  defaultMessageKeys,
  fieldHasRule,
  ruleOf,
  type FormMessages,
} from '../../../src/engine/forms/messages/formRules.ts';

/** Each default names its own key, so a test sees which one was chosen; a slot its failure has no value for stays as written. */
const defaults = Object.fromEntries(defaultMessageKeys.map((key) => [key, `${key} {limit}`])) as FormMessages;
const plain = { schema: { type: 'string' }, messages: undefined };

describe('errorMessage', () => {
  it("picks the rule's default and fills in its values", () => {
    expect(errorMessage({ keyword: 'maximum', params: { limit: 9 } }, plain, defaults)).toBe('maximum 9');
  });

  it('words a missing answer by what the field holds: a list, a choice or a plain value', () => {
    const required = { keyword: 'required', params: {} };
    expect(errorMessage(required, { schema: { type: 'array' }, messages: undefined }, defaults)).toBe(
      'requiredList {limit}',
    );
    expect(errorMessage(required, { schema: { enum: ['a'] }, messages: undefined }, defaults)).toBe(
      'requiredChoice {limit}',
    );
    expect(errorMessage(required, { schema: { oneOf: [] }, messages: undefined }, defaults)).toBe(
      'requiredChoice {limit}',
    );
    expect(errorMessage(required, { schema: { anyOf: [] }, messages: undefined }, defaults)).toBe(
      'requiredChoice {limit}',
    );
    expect(errorMessage(required, plain, defaults)).toBe('required {limit}');
    expect(errorMessage(required, { schema: undefined, messages: undefined }, defaults)).toBe('required {limit}');
  });

  it('reads an empty text or list and a blank text as missing rather than as a rule', () => {
    expect(errorMessage({ keyword: 'minLength', params: { limit: 1 } }, plain, defaults)).toBe('required 1');
    expect(errorMessage({ keyword: 'minLength', params: { limit: 5 } }, plain, defaults)).toBe('minLength 5');
    expect(errorMessage({ keyword: 'minItems', params: { limit: 1 } }, plain, defaults)).toBe('requiredList 1');
    expect(errorMessage({ keyword: 'minItems', params: { limit: 2 } }, plain, defaults)).toBe('minItems 2');
    expect(errorMessage({ keyword: 'pattern', params: { pattern: '\\S' } }, plain, defaults)).toBe('notBlank {limit}');
    expect(errorMessage({ keyword: 'pattern', params: { pattern: '^a' } }, plain, defaults)).toBe('pattern {limit}');
  });

  it("prefers the field's own message; an empty text takes its required message unless it words minLength", () => {
    const field = {
      schema: { type: 'string' },
      messages: { required: 'Your name, please', maximum: 'At most {limit}' },
    };
    expect(errorMessage({ keyword: 'maximum', params: { limit: 3 } }, field, defaults)).toBe('At most 3');
    expect(errorMessage({ keyword: 'minLength', params: { limit: 1 } }, field, defaults)).toBe('Your name, please');
    const wordsMinLength = { schema: { type: 'string' }, messages: { minLength: 'Too short' } };
    expect(errorMessage({ keyword: 'minLength', params: { limit: 1 } }, wordsMinLength, defaults)).toBe('Too short');
    const notText = { schema: { type: 'string' }, messages: { maximum: 42 } };
    expect(errorMessage({ keyword: 'maximum', params: { limit: 3 } }, notText, defaults)).toBe('maximum 3');
  });

  it('has no words for a keyword that is no rule', () => {
    expect(errorMessage({ keyword: 'if', params: {} }, plain, defaults)).toBeUndefined();
  });
});

describe('formRules', () => {
  it('reads every choice keyword as the choice rule, and an unknown keyword as none', () => {
    expect(['enum', 'oneOf', 'anyOf', 'const'].map(ruleOf)).toEqual(['choice', 'choice', 'choice', 'choice']);
    expect(ruleOf('maxLength')).toBe('maxLength');
    expect(ruleOf('if')).toBeUndefined();
  });

  it('says which rules a field can break from its schema', () => {
    expect(fieldHasRule({}, true, 'required')).toBe(true);
    expect(fieldHasRule({}, false, 'required')).toBe(false);
    expect(fieldHasRule({ type: 'string' }, false, 'type')).toBe(true);
    expect(fieldHasRule({}, false, 'type')).toBe(false);
    expect(fieldHasRule({ const: 'x' }, false, 'choice')).toBe(true);
    expect(fieldHasRule({ type: 'array', items: { enum: ['a'] } }, false, 'choice')).toBe(true);
    expect(fieldHasRule({ type: 'array', items: { type: 'string' } }, false, 'choice')).toBe(false);
    expect(fieldHasRule({ type: 'array', items: null }, false, 'choice')).toBe(false);
    expect(fieldHasRule({ type: 'string' }, false, 'choice')).toBe(false);
    expect(fieldHasRule({ maxLength: 3 }, false, 'maxLength')).toBe(true);
    expect(fieldHasRule({ maxLength: 3 }, false, 'minLength')).toBe(false);
  });
});
