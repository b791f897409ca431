import { describe, expect, it } from 'vitest';
import type { RangeStep } from '../../../src/engine/content/types.ts';
import { exactValue } from '../../../src/engine/steps/range/exactValue.ts';
import { parseRangeInput, rangeInputText } from '../../../src/engine/steps/range/rangeInputText.ts';
import { typedRangeEnd } from '../../../src/engine/steps/range/typedRangeEnd.ts';
import { restoreRange } from '../../../src/engine/steps/restore/restoreRange.ts';

const price = { min: 0, max: 2_000_000 };
const multiple = { min: 0, max: 20, step: 0.5 };

describe('typing the ends of a range', () => {
  it('writes an end in full in its format', () => {
    expect(rangeInputText(350_000, 'currency')).toBe('$350,000');
    expect(rangeInputText(2_000_000, 'currency')).toBe('$2,000,000');
    expect(rangeInputText(999, 'currency')).toBe('$999');
    expect(rangeInputText(4.5, 'multiple')).toBe('4.5x');
    expect(rangeInputText(1234.567, 'multiple')).toBe('1,234.57x');
  });

  it('reads what a person types, however they write it', () => {
    for (const [text, value] of [
      ['350000', 350_000],
      ['$350,000', 350_000],
      [' $ 350,000 ', 350_000],
      ['350k', 350_000],
      ['$1.5M', 1_500_000],
      ['4.5x', 4.5],
      ['.5', 0.5],
      ['7', 7],
    ] as const)
      expect([text, parseRangeInput(text)]).toEqual([text, value]);
    for (const text of ['', 'abc', '$', '1.2.3', '5 5', '1e5', 'k'])
      expect([text, parseRangeInput(text)]).toEqual([text, undefined]);
  });

  it('keeps an exact figure within the bounds, on the grid only when the content declares a step', () => {
    expect(exactValue(355_555, price)).toBe(355_555);
    expect(exactValue(-5, price)).toBe(0);
    expect(exactValue(3_000_000, price)).toBe(2_000_000);
    expect(exactValue(4.3, multiple)).toBe(4.5);
    expect(exactValue(Number.NaN, price)).toBe(0);
  });

  it('takes a typed end as the handles take a move: min never above max, and says why it changed', () => {
    const range = { min: 100_000, max: 900_000 };
    expect(typedRangeEnd(range, 'min', 350_000, price)).toEqual({ range: { min: 350_000, max: 900_000 } });
    expect(typedRangeEnd(range, 'max', 350_000, price)).toEqual({ range: { min: 100_000, max: 350_000 } });
    expect(typedRangeEnd(range, 'min', 950_000, price)).toEqual({
      range: { min: 900_000, max: 900_000 },
      adjusted: 'order',
    });
    expect(typedRangeEnd(range, 'max', 50_000, price)).toEqual({
      range: { min: 100_000, max: 100_000 },
      adjusted: 'order',
    });
    expect(typedRangeEnd(range, 'max', 5_000_000, price)).toEqual({
      range: { min: 100_000, max: 2_000_000 },
      adjusted: 'bounds',
    });
    expect(typedRangeEnd(range, 'min', -1, price)).toEqual({ range: { min: 0, max: 900_000 }, adjusted: 'bounds' });
    // Equal ends are allowed (min ≤ max).
    expect(typedRangeEnd(range, 'min', 900_000, price)).toEqual({ range: { min: 900_000, max: 900_000 } });
  });

  it('keeps a typed figure across a reload, and still moves a stored end back within the bounds', () => {
    const step: RangeStep = {
      id: 'askingPrice',
      type: 'range',
      title: 'Asking price',
      ...price,
      default: { min: 100_000, max: 2_000_000 },
      format: 'currency',
    };
    expect(restoreRange(step, { min: 355_555, max: 900_000 })).toEqual({
      ok: true,
      answer: { min: 355_555, max: 900_000 },
    });
    expect(restoreRange(step, { min: -10, max: 900_000 })).toMatchObject({
      ok: true,
      answer: { min: 0, max: 900_000 },
    });
  });
});
