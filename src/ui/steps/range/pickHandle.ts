import type { RangeAnswer } from '../../../engine/content/types.ts';

export type Handle = 'min' | 'max';

/**
 * Which handle a press on the track should move: the nearer one. When the handles sit on the
 * same value the press is ambiguous, so null defers the choice to the first move's direction;
 * otherwise a stacked pair at the top could never be pulled apart.
 */
export function pickHandle(value: number, range: RangeAnswer): Handle | null {
  if (value < range.min) return 'min';
  if (value > range.max) return 'max';
  if (range.min === range.max) return null;
  return value - range.min <= range.max - value ? 'min' : 'max';
}
