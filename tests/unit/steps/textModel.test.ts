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

  it('starts empty and describes trimmed text', () => {
    expect(textModel.initialAnswer(textStep)).toBeUndefined();
    expect(textModel.describe(textStep, '  hi  ')).toBe('hi');
  });
});
