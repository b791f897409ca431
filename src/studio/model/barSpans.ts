import type { RangeStep } from '../../engine/content/types.ts';
import { formatRangeValue } from '../../engine/steps/range/formatRangeValue.ts';
import { isPlainObject } from './jsonSchema.ts';

type Scale = Pick<RangeStep, 'min' | 'max' | 'format'>;

/** The slider's scale of a range step being edited, when its bounds and format make one. */
export function scaleOf(step: unknown): Scale | undefined {
  if (!isPlainObject(step)) return undefined;
  const { min, max, format } = step;
  if (typeof min !== 'number' || typeof max !== 'number' || !(min < max)) return undefined;
  return format === 'currency' || format === 'multiple' ? { min, max, format } : undefined;
}

/**
 * The values a bar stands over, as the slider labels them: the chart spreads its bars evenly
 * from min (left) to max (right), so bar 1 of 50 on $0–$50K covers "$0–$1K".
 */
export function barSpan(index: number, count: number, scale: Scale): string {
  const width = (scale.max - scale.min) / count;
  const from = scale.min + width * index;
  const to = index === count - 1 ? scale.max : from + width;
  return `${formatRangeValue(from, scale.format, scale)}–${formatRangeValue(to, scale.format, scale)}`;
}
