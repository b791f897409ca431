import type { RangeAnswer } from '../../content/types.ts';
import { clampToBounds } from './clampToBounds.ts';
import type { RangeBounds } from './rangeBounds.ts';
import { snapToStep } from './snapToStep.ts';

/** Moves the upper handle; mirror of moveMin, clamped onto the lower handle instead of crossing it. */
export function moveMax(range: RangeAnswer, value: number, bounds: RangeBounds): RangeAnswer {
  const min = clampToBounds(range.min, bounds);
  return { min, max: Math.max(snapToStep(value, bounds), min) };
}
