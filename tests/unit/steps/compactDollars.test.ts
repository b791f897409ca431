import { describe, expect, it } from 'vitest';
import { compactDollars } from '../../../src/engine/steps/range/compactDollars.ts';
import { seededRandom } from '../../../src/engine/steps/range/seededRandom.ts';

const intl = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumSignificantDigits: 3,
});

/** Values a slider can land on, and the edges where rounding changes the unit. */
function samples(): number[] {
  const random = seededRandom('compactDollars');
  const values = [0, -0, 0.5, 0.125, 1.005, 9.995, 12.345, 999, 999.4, 999.5, 1000, 999_499, 999_500, 999_999];
  for (let value = 0; value <= 3_000; value += 1) values.push(value);
  for (const step of [5, 50, 250, 1_000, 2_500, 10_000, 25_000, 50_000, 100_000])
    for (let index = 0; index <= 400; index += 1) values.push(index * step);
  for (let index = 0; index < 20_000; index += 1) {
    const magnitude = 10 ** Math.floor(random() * 13);
    values.push(Math.round(random() * magnitude * 100) / 100, Math.floor(random() * magnitude));
  }
  return [...values, ...values.slice(0, 500).map((value) => -value)];
}

describe('compactDollars', () => {
  const sampled = samples();
  it(`writes what Intl compact currency writes, for each of ${sampled.length} sampled values`, () => {
    const differences = sampled
      .map((value) => ({ value, ours: compactDollars(value), intl: intl.format(value) }))
      .filter(({ ours, intl: expected }) => ours !== expected);
    expect(differences.slice(0, 10)).toEqual([]);
  });

  it.each([
    [0, '$0'],
    [1_500, '$1.5K'],
    [999_999, '$1M'],
    [1_250_000, '$1.25M'],
    [7_000_000_000, '$7B'],
  ])('%d reads %s', (value, label) => {
    expect(compactDollars(value)).toBe(label);
  });
});
