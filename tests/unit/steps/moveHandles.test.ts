import { describe, expect, it } from 'vitest';
import type { RangeAnswer } from '../../../src/engine/content/types.ts';
import { moveMax } from '../../../src/engine/steps/range/moveMax.ts';
import { moveMin } from '../../../src/engine/steps/range/moveMin.ts';
import { seededRandom } from '../../../src/engine/steps/range/seededRandom.ts';
import { snapToStep } from '../../../src/engine/steps/range/snapToStep.ts';
import { stepSize } from '../../../src/engine/steps/range/stepSize.ts';

const bounds = { min: 0, max: 2_000_000, step: 50_000 };

describe('moveMin / moveMax', () => {
  it('moves one handle and leaves the other alone', () => {
    const range = { min: 100_000, max: 1_000_000 };
    expect(moveMin(range, 300_000, bounds)).toEqual({ min: 300_000, max: 1_000_000 });
    expect(moveMax(range, 500_000, bounds)).toEqual({ min: 100_000, max: 500_000 });
  });

  it('clamps an overshooting handle onto the other one instead of crossing or ignoring', () => {
    const range = { min: 100_000, max: 500_000 };
    expect(moveMin(range, 900_000, bounds)).toEqual({ min: 500_000, max: 500_000 });
    expect(moveMax(range, 0, bounds)).toEqual({ min: 100_000, max: 100_000 });
  });

  it('snaps to the step and stays inside the bounds', () => {
    const range = { min: 0, max: 2_000_000 };
    expect(moveMin(range, 123_456, bounds).min).toBe(100_000);
    expect(moveMin(range, 126_000, bounds).min).toBe(150_000);
    expect(moveMin(range, -5, bounds).min).toBe(0);
    expect(moveMax(range, 9_999_999, bounds).max).toBe(2_000_000);
  });

  it('never lets the handles cross or leave the bounds under any sequence of moves', () => {
    const random = seededRandom('property: handles never cross');
    const wide = { min: -10, max: 30, step: 0.5 };
    let range: RangeAnswer = { min: 0, max: 20 };
    for (let i = 0; i < 5_000; i += 1) {
      // Targets deliberately reach past both bounds.
      const target = -30 + random() * 80;
      const before = range;
      range = random() < 0.5 ? moveMin(range, target, wide) : moveMax(range, target, wide);
      expect(range.min).toBeLessThanOrEqual(range.max);
      expect(range.min).toBeGreaterThanOrEqual(wide.min);
      expect(range.max).toBeLessThanOrEqual(wide.max);
      // Exactly one handle may move per call.
      expect(range.min === before.min || range.max === before.max).toBe(true);
      expect(Number.isInteger(range.min * 2) && Number.isInteger(range.max * 2)).toBe(true);
    }
  });
});

describe('snapToStep', () => {
  it('avoids float noise on fractional steps', () => {
    expect(snapToStep(0.30000001, { min: 0, max: 1, step: 0.1 })).toBe(0.3);
  });

  it('counts steps from the lower bound', () => {
    expect(snapToStep(7, { min: 1, max: 21, step: 5 })).toBe(6);
  });

  it('derives a round step of about 1% of the span when none is declared', () => {
    expect(stepSize({ min: 0, max: 2_000_000 })).toBe(20_000);
    expect(stepSize({ min: 0, max: 20 })).toBe(0.2);
    expect(stepSize({ min: 0, max: 20, step: 1 })).toBe(1);
  });
});
