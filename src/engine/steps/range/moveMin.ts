import type { RangeAnswer } from '../../content/types.ts';
import { clampToBounds } from './clampToBounds.ts';
import type { RangeBounds } from './rangeBounds.ts';
import { snapToStep } from './snapToStep.ts';

/**
 * Moves the lower handle. A value past the upper handle is clamped onto it rather than
 * ignored, so a fast drag that overshoots still ends touching the other handle (spec §4/§5:
 * min never exceeds max).
 */
export function moveMin(range: RangeAnswer, value: number, bounds: RangeBounds): RangeAnswer {
  const max = clampToBounds(range.max, bounds);
  return { min: Math.min(snapToStep(value, bounds), max), max };
}
