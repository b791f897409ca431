import type { RangeBounds } from './rangeBounds.ts';

export function clampToBounds(value: number, bounds: RangeBounds): number {
  return Math.min(bounds.max, Math.max(bounds.min, value));
}
