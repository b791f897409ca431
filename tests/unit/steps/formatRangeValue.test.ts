import { describe, expect, it } from 'vitest';
import { formatRangeValue } from '../../../src/engine/steps/range/formatRangeValue.ts';

const price = { min: 0, max: 2_000_000 };
const profit = { min: 0, max: 200_000 };
const multiple = { min: 0, max: 20 };

describe('formatRangeValue', () => {
  it.each([
    [0, '$0'],
    [750, '$750'],
    [1_000, '$1K'],
    [1_500, '$1.5K'],
    [100_000, '$100K'],
    [500_000, '$500K'],
    [999_999, '$1M'],
    [1_000_000, '$1M'],
    [1_500_000, '$1.5M'],
    [1_250_000, '$1.25M'],
    [2_000_000, '$2M+'],
  ])('currency %d reads %s', (value, label) => {
    expect(formatRangeValue(value, 'currency', price)).toBe(label);
  });

  it('adds + only at a top bound of a million or more', () => {
    expect(formatRangeValue(200_000, 'currency', profit)).toBe('$200K');
    expect(formatRangeValue(1_000_000, 'currency', { min: 0, max: 1_000_000 })).toBe('$1M+');
  });

  it.each([
    [0, '0x'],
    [5, '5x'],
    [2.5, '2.5x'],
    [20, '20x'],
  ])('multiple %d reads %s', (value, label) => {
    expect(formatRangeValue(value, 'multiple', multiple)).toBe(label);
  });
});
