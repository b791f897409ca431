import type { RangeStep } from '../../content/types.ts';
import { seededRandom } from './seededRandom.ts';

export const HISTOGRAM_BAR_COUNT = 50;

/**
 * The declared bar heights, or 50 generated ones. The spec asks for random bars when none are
 * given; seeding by step id keeps them the same on every render and reload, so the chart does
 * not jump around while the user drags.
 */
export function histogramBars(step: Pick<RangeStep, 'id' | 'histogram'>): number[] {
  if (step.histogram) return step.histogram;
  const random = seededRandom(step.id);
  const raw = Array.from({ length: HISTOGRAM_BAR_COUNT }, () => random());
  // Averaging neighbours makes it look like a distribution rather than noise; the floor keeps
  // every bar visible.
  return raw.map((_, i) => {
    const window = raw.slice(Math.max(0, i - 1), i + 2);
    const mean = window.reduce((sum, v) => sum + v, 0) / window.length;
    return Number((0.15 + 0.85 * mean).toFixed(3));
  });
}
