import { describe, expect, it } from 'vitest';
import { checkboxModel } from '../../../src/engine/steps/checkbox.ts';
import { radioModel } from '../../../src/engine/steps/radio.ts';
import { businessModel, messages, REQUIRED, teamSize } from './fixtures.ts';

describe('radioModel', () => {
  it('requires exactly one known option', () => {
    expect(radioModel.validate(teamSize, 'small', messages)).toBeNull();
    expect(radioModel.validate(teamSize, undefined, messages)).toBe(REQUIRED);
    expect(radioModel.validate(teamSize, '', messages)).toBe(REQUIRED);
    expect(radioModel.validate(teamSize, 'huge', messages)).toBe(REQUIRED);
    expect(radioModel.validate(teamSize, ['small'] as unknown as string, messages)).toBe(REQUIRED);
  });

  it('recognises only strings as answers', () => {
    expect(radioModel.isAnswer('solo')).toBe(true);
    expect(radioModel.isAnswer(['solo'])).toBe(false);
    expect(radioModel.isAnswer(1)).toBe(false);
  });

  it('describes by label, samples a valid answer and starts unanswered', () => {
    expect(radioModel.describe(teamSize, 'small')).toBe('Small team (1-5 employees)');
    expect(radioModel.validate(teamSize, radioModel.sampleAnswer(teamSize), messages)).toBeNull();
    expect(radioModel.initialAnswer(teamSize)).toBeUndefined();
  });

  it('flags blank and duplicate option values', () => {
    const step = {
      ...teamSize,
      options: [
        { value: 'a', label: 'A' },
        { value: 'a', label: 'B' },
        { value: ' ', label: 'C' },
      ],
    };
    expect(radioModel.checkDeclaration(step).map(([p]) => p)).toEqual(['/options/1/value', '/options/2/value']);
    expect(radioModel.checkDeclaration(teamSize)).toEqual([]);
  });
});

describe('checkboxModel', () => {
  it('requires at least one known option by default', () => {
    expect(checkboxModel.validate(businessModel, ['advertising'], messages)).toBeNull();
    expect(checkboxModel.validate(businessModel, [], messages)).toBe(REQUIRED);
    expect(checkboxModel.validate(businessModel, undefined, messages)).toBe(REQUIRED);
    expect(checkboxModel.validate(businessModel, ['advertising', 'crypto'], messages)).toBe(REQUIRED);
  });

  it('honours minSelected, counting duplicates once', () => {
    const step = { ...businessModel, minSelected: 2 };
    expect(checkboxModel.validate(step, ['subscription'], messages)).toBe(REQUIRED);
    expect(checkboxModel.validate(step, ['subscription', 'subscription'], messages)).toBe(REQUIRED);
    expect(checkboxModel.validate(step, ['subscription', 'advertising'], messages)).toBeNull();
    expect(checkboxModel.validate(step, checkboxModel.sampleAnswer(step), messages)).toBeNull();
  });

  it('recognises only string arrays as answers', () => {
    expect(checkboxModel.isAnswer(['a'])).toBe(true);
    expect(checkboxModel.isAnswer([])).toBe(true);
    expect(checkboxModel.isAnswer(['a', 1])).toBe(false);
    expect(checkboxModel.isAnswer('a')).toBe(false);
  });

  it('describes chosen labels in option order', () => {
    expect(checkboxModel.describe(businessModel, ['advertising', 'subscription'])).toBe('Subscription, Advertising');
  });

  it('flags an impossible minSelected', () => {
    expect(checkboxModel.checkDeclaration({ ...businessModel, minSelected: 4 }).map(([p]) => p)).toEqual([
      '/minSelected',
    ]);
    expect(checkboxModel.checkDeclaration({ ...businessModel, minSelected: 3 })).toEqual([]);
  });
});
