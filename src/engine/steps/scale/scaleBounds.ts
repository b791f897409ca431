import type { NpsStep, RatingStep } from '../../content/types.ts';

export interface ScaleBounds {
  low: number;
  high: number;
}

/** The Net Promoter Score's fixed scale. */
const npsBounds: ScaleBounds = { low: 0, high: 10 };

/** The whole numbers a scale step offers: 1 to `scale` for a rating, 0 to 10 for NPS. */
export function scaleBounds(step: RatingStep | NpsStep): ScaleBounds {
  return step.type === 'rating' ? { low: 1, high: step.scale } : npsBounds;
}

/** Every point of the scale, lowest first. */
export function scalePoints(bounds: ScaleBounds): number[] {
  return Array.from({ length: bounds.high - bounds.low + 1 }, (_, index) => bounds.low + index);
}
