import type { RangeAnswer, RangeStep } from '../../content/types.ts';

/**
 * Whether bar `index` is highlighted: its centre lies within the selected range. The centre
 * (not any overlap) keeps a bar from lighting up when a handle merely touches its edge.
 */
export function barInRange(
  index: number,
  bars: readonly number[],
  range: RangeAnswer,
  bounds: Pick<RangeStep, 'min' | 'max'>,
): boolean {
  const width = (bounds.max - bounds.min) / bars.length;
  const centre = bounds.min + (index + 0.5) * width;
  return centre >= range.min && centre <= range.max;
}
