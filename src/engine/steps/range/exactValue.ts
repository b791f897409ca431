import type { RangeBounds } from './rangeBounds.ts';
import { clampToBounds } from './clampToBounds.ts';
import { snapToStep } from './snapToStep.ts';

/**
 * An end of a range as typed or stored: exact within the bounds, and on the step grid only when
 * the content declares a `step` (without one, the slider's ~1% increment is how far a key moves
 * a handle, not a rule: $350,000 stays $350,000 on a $0–$2M range).
 */
export function exactValue(value: number, bounds: RangeBounds): number {
  if (!Number.isFinite(value)) return bounds.min;
  return bounds.step !== undefined && bounds.step > 0 ? snapToStep(value, bounds) : clampToBounds(value, bounds);
}
