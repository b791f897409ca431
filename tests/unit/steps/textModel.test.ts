import { describe, expect, it } from 'vitest';
import { textModel } from '../../../src/engine/steps/text.ts';
import { messages, REQUIRED, textStep } from './fixtures.ts';

describe('textModel', () => {
  it('rejects missing, empty and whitespace-only answers with the configured message', () => {
    expect(textModel.validate(textStep, undefined, messages)).toBe(REQUIRED);
    expect(textModel.validate(textStep, '', messages)).toBe(REQUIRED);
    expect(textModel.validate(textStep, '  \n\t ', messages)).toBe(REQUIRED);
  });

  it('accepts any non-blank text', () => {
    expect(textModel.validate(textStep, ' x ', messages)).toBeNull();
  });

  it('prefers the step requiredMessage over the app message', () => {
    const step = { ...textStep, requiredMessage: 'Tell us the problem' };
    expect(textModel.validate(step, ' ', messages)).toBe('Tell us the problem');
  });

  it('enforces minLength on the trimmed text with its own message', () => {
    const step = { ...textStep, minLength: 5, minLengthMessage: 'Too short' };
    expect(textModel.validate(step, '  abcd  ', messages)).toBe('Too short');
    expect(textModel.validate(step, 'abcde', messages)).toBeNull();
    expect(textModel.validate({ ...step, minLengthMessage: undefined }, 'ab', messages)).toBe(REQUIRED);
  });

  it('rejects non-string values in validate and isAnswer', () => {
    expect(textModel.validate(textStep, ['a'] as unknown as string, messages)).toBe(REQUIRED);
    expect(textModel.isAnswer('a')).toBe(true);
    expect(textModel.isAnswer(['a'])).toBe(false);
    expect(textModel.isAnswer(3)).toBe(false);
    expect(textModel.isAnswer({ min: 1, max: 2 })).toBe(false);
  });

  it('starts empty, samples a valid answer and describes trimmed text', () => {
    const step = { ...textStep, minLength: 40 };
    expect(textModel.initialAnswer(step)).toBeUndefined();
    expect(textModel.validate(step, textModel.sampleAnswer(step), messages)).toBeNull();
    expect(textModel.describe(textStep, '  hi  ')).toBe('hi');
  });

  it('flags a non-positive minLength in the declaration', () => {
    expect(textModel.checkDeclaration({ ...textStep, minLength: 0 })).toEqual([['/minLength', expect.any(String)]]);
    expect(textModel.checkDeclaration({ ...textStep, minLength: 3 })).toEqual([]);
  });

  it('flags a maxLength below the minLength', () => {
    expect(textModel.checkDeclaration({ ...textStep, minLength: 40, maxLength: 20 })).toEqual([
      ['/maxLength', 'maxLength 20 is below minLength 40'],
    ]);
    expect(textModel.checkDeclaration({ ...textStep, minLength: 20, maxLength: 40 })).toEqual([]);
  });
});
