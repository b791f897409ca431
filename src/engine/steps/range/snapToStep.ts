import type { RangeBounds } from './rangeBounds.ts';
import { stepSize } from './stepSize.ts';

/** Rounds to the nearest step counted from the lower bound, then keeps it within the bounds. */
export function snapToStep(value: number, bounds: RangeBounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  const step = stepSize(bounds);
  const snapped = bounds.min + Math.round((value - bounds.min) / step) * step;
  // Fractional steps (0.1x) accumulate float noise; 10 significant digits hide it.
  const tidy = Number(snapped.toPrecision(10));
  return Math.min(bounds.max, Math.max(bounds.min, tidy));
}
