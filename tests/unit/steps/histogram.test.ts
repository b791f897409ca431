import { describe, expect, it } from 'vitest';
import { barInRange } from '../../../src/engine/steps/range/barInRange.ts';
import { histogramBars } from '../../../src/engine/steps/range/histogramBars.ts';

describe('histogramBars', () => {
  it('generates 50 positive bars, identical on every call for the same step id', () => {
    const first = histogramBars({ id: 'askingPriceRange' });
    expect(first).toHaveLength(50);
    expect(first.every((bar) => bar > 0)).toBe(true);
    expect(histogramBars({ id: 'askingPriceRange' })).toEqual(first);
  });

  it('differs between steps and is not flat', () => {
    const a = histogramBars({ id: 'askingPriceRange' });
    expect(histogramBars({ id: 'ttmRevenueRange' })).not.toEqual(a);
    expect(new Set(a).size).toBeGreaterThan(10);
  });

  it('uses declared data as given', () => {
    const declared = Array.from({ length: 50 }, (_, i) => i);
    expect(histogramBars({ id: 'x', histogram: declared })).toBe(declared);
  });
});

describe('barInRange', () => {
  const bars = Array(50).fill(1);
  const bounds = { min: 0, max: 2_000_000 }; // 40K per bar

  it('highlights bars whose centre lies inside the range', () => {
    const range = { min: 100_000, max: 2_000_000 };
    expect(barInRange(0, bars, range, bounds)).toBe(false); // centre 20K
    expect(barInRange(1, bars, range, bounds)).toBe(false); // centre 60K
    expect(barInRange(2, bars, range, bounds)).toBe(true); // centre 100K
    expect(barInRange(49, bars, range, bounds)).toBe(true);
  });

  it('excludes bars above the upper handle', () => {
    const range = { min: 0, max: 500_000 };
    expect(barInRange(11, bars, range, bounds)).toBe(true); // centre 460K
    expect(barInRange(12, bars, range, bounds)).toBe(true); // centre 500K, inclusive
    expect(barInRange(13, bars, range, bounds)).toBe(false); // centre 540K
  });
});
