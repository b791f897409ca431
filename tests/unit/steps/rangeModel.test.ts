import { describe, expect, it } from 'vitest';
import { rangeModel } from '../../../src/engine/steps/range.ts';
import { askingPrice, messages, REQUIRED, revenueMultiple } from './fixtures.ts';

describe('rangeModel.validate', () => {
  it('accepts a range inside the bounds with min <= max, including min === max', () => {
    expect(rangeModel.validate(askingPrice, { min: 100_000, max: 2_000_000 }, messages)).toBeNull();
    expect(rangeModel.validate(askingPrice, { min: 500_000, max: 500_000 }, messages)).toBeNull();
  });

  it.each([
    ['missing', undefined],
    ['crossed', { min: 600_000, max: 500_000 }],
    ['below the lower bound', { min: -1, max: 500_000 }],
    ['above the upper bound', { min: 0, max: 2_000_001 }],
    ['missing max', { min: 0 }],
    ['non-numeric', { min: '0', max: '10' }],
    ['NaN', { min: Number.NaN, max: 10 }],
  ])('rejects %s', (_label, answer) => {
    expect(rangeModel.validate(askingPrice, answer as never, messages)).toBe(REQUIRED);
  });
});

describe('rangeModel.isAnswer', () => {
  it('accepts only {min, max} of finite numbers', () => {
    expect(rangeModel.isAnswer({ min: 0, max: 1 })).toBe(true);
    expect(rangeModel.isAnswer({ min: 0 })).toBe(false);
    expect(rangeModel.isAnswer({ min: 0, max: Infinity })).toBe(false);
    expect(rangeModel.isAnswer([0, 1])).toBe(false);
    expect(rangeModel.isAnswer(null)).toBe(false);
    expect(rangeModel.isAnswer('0-1')).toBe(false);
  });
});

describe('rangeModel other members', () => {
  it('starts at the declared default, as a copy', () => {
    const initial = rangeModel.initialAnswer(askingPrice);
    expect(initial).toEqual({ min: 100_000, max: 2_000_000 });
    expect(initial).not.toBe(askingPrice.default);
  });

  it('describes the range with formatted labels', () => {
    expect(rangeModel.describe(askingPrice, { min: 100_000, max: 2_000_000 })).toBe('$100K – $2M+');
    expect(rangeModel.describe(revenueMultiple, { min: 0, max: 20 })).toBe('0x – 20x');
  });
});
