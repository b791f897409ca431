import type { RangeBounds } from './rangeBounds.ts';

/**
 * The declared step, or about 1% of the span rounded to 1, 2 or 5 times a power of ten.
 * Without a declared step a $0–$2M slider would otherwise move a dollar per arrow key.
 */
export function stepSize(bounds: RangeBounds): number {
  if (bounds.step !== undefined && bounds.step > 0) return bounds.step;
  const rough = (bounds.max - bounds.min) / 100;
  if (!(rough > 0)) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const nice = [1, 2, 5, 10].find((factor) => factor * magnitude >= rough) ?? 10;
  return nice * magnitude;
}
