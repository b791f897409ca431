import type { RangeAnswer, RangeStep } from '../../content/types.ts';
import { formatRangeValue } from './formatRangeValue.ts';

/** Both ends as one phrase, '$100K – $2M+', for the live label and for prompts. */
export function formatRange(range: RangeAnswer, step: Pick<RangeStep, 'min' | 'max' | 'format'>): string {
  const from = formatRangeValue(range.min, step.format, step);
  const to = formatRangeValue(range.max, step.format, step);
  return `${from} – ${to}`;
}
