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

  it('describes by label and starts unanswered', () => {
    expect(radioModel.describe(teamSize, 'small')).toBe('Small team (1-5 employees)');
    expect(radioModel.initialAnswer(teamSize)).toBeUndefined();
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
});
