import type { RangeAnswer } from '../../content/types.ts';
import { clampToBounds } from './clampToBounds.ts';
import { exactValue } from './exactValue.ts';
import type { RangeBounds } from './rangeBounds.ts';

/**
 * A typed end of a range, as the handles take a move: outside the bounds it stops at the bound,
 * and past the other end it stops on it (min ≤ max, spec §5), each said back (`adjusted`) so the
 * person learns why their figure changed.
 */
export function typedRangeEnd(
  range: RangeAnswer,
  end: 'min' | 'max',
  typed: number,
  bounds: RangeBounds,
): { range: RangeAnswer; adjusted?: 'bounds' | 'order' } {
  const value = exactValue(typed, bounds);
  const other = end === 'min' ? clampToBounds(range.max, bounds) : clampToBounds(range.min, bounds);
  const crossed = end === 'min' ? value > other : value < other;
  const next = crossed ? other : value;
  const result = end === 'min' ? { min: next, max: other } : { min: other, max: next };
  if (crossed) return { range: result, adjusted: 'order' };
  return clampToBounds(typed, bounds) !== typed ? { range: result, adjusted: 'bounds' } : { range: result };
}
