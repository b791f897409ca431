import type { RangeBounds } from '../../../engine/steps/range/rangeBounds.ts';
import { stepSize } from '../../../engine/steps/range/stepSize.ts';

/**
 * The value a key asks a handle to go to, or null for keys the slider leaves alone. Follows the
 * WAI-ARIA slider pattern: arrows by one step, PageUp/PageDown by a tenth of the span,
 * Home/End to the bounds (moveMin/moveMax then stop it at the other handle).
 */
export function keyTarget(key: string, current: number, bounds: RangeBounds): number | null {
  const step = stepSize(bounds);
  const page = (bounds.max - bounds.min) / 10;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowUp':
      return current + step;
    case 'ArrowLeft':
    case 'ArrowDown':
      return current - step;
    case 'PageUp':
      return current + page;
    case 'PageDown':
      return current - page;
    case 'Home':
      return bounds.min;
    case 'End':
      return bounds.max;
    default:
      return null;
  }
}
