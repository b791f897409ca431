import { describe, expect, it } from 'vitest';
import { handleNames } from '../../../src/ui/steps/range/handleNames.ts';
import { keyTarget } from '../../../src/ui/steps/range/keyTarget.ts';
import { pickHandle } from '../../../src/ui/steps/range/pickHandle.ts';

describe('handleNames', () => {
  it.each([
    ['Asking price range', 'Minimum asking price', 'Maximum asking price'],
    ['Asking Price Range?', 'Minimum asking price', 'Maximum asking price'],
    [
      'Trailing Twelve Months Revenue',
      'Minimum trailing twelve months revenue',
      'Maximum trailing twelve months revenue',
    ],
    ['TTM revenue range', 'Minimum TTM revenue', 'Maximum TTM revenue'],
  ])('%s', (title, min, max) => {
    expect(handleNames(title)).toEqual({ min, max });
  });
});

describe('keyTarget', () => {
  const bounds = { min: 0, max: 20, step: 1 };
  it.each([
    ['ArrowRight', 5, 6],
    ['ArrowUp', 5, 6],
    ['ArrowLeft', 5, 4],
    ['ArrowDown', 5, 4],
    ['PageUp', 5, 7],
    ['PageDown', 5, 3],
    ['Home', 5, 0],
    ['End', 5, 20],
  ])('%s from %d targets %d', (key, from, to) => {
    expect(keyTarget(key, from, bounds)).toBe(to);
  });

  it('ignores other keys', () => {
    expect(keyTarget('a', 5, bounds)).toBeNull();
    expect(keyTarget('Tab', 5, bounds)).toBeNull();
  });
});

describe('pickHandle', () => {
  const range = { min: 10, max: 20 };
  it('takes the nearer handle, or the only one that can reach', () => {
    expect(pickHandle(5, range)).toBe('min');
    expect(pickHandle(14, range)).toBe('min');
    expect(pickHandle(16, range)).toBe('max');
    expect(pickHandle(25, range)).toBe('max');
  });

  it('defers when the press lands on two stacked handles', () => {
    expect(pickHandle(10, { min: 10, max: 10 })).toBeNull();
    expect(pickHandle(9, { min: 10, max: 10 })).toBe('min');
  });
});
