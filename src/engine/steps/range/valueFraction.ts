import type { RangeStep } from '../../content/types.ts';

/** Where a value sits between the bounds, 0 to 1; positions handles and the filled track. */
export function valueFraction(value: number, bounds: Pick<RangeStep, 'min' | 'max'>): number {
  const span = bounds.max - bounds.min;
  if (!(span > 0)) return 0;
  return Math.min(1, Math.max(0, (value - bounds.min) / span));
}
