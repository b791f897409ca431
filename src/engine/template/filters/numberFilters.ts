import { formatNumberAs, type NumberFormat } from '../../formats/numberFormats.ts';
import { isRangeAnswer } from '../../values/isRangeAnswer.ts';

/**
 * The filter that writes a number in `format` (src/engine/formats/numberFormats.ts): `{{ x |
 * currency }}` → $300,000. A range answer reads as its two ends ($100,000 – $2,000,000); anything
 * else is '' (so a `?? "fallback"` shows).
 */
function numberFilter(format: NumberFormat) {
  return (value: unknown): string => {
    if (typeof value === 'number') return formatNumberAs(value, format);
    if (isRangeAnswer(value)) return `${formatNumberAs(value.min, format)} – ${formatNumberAs(value.max, format)}`;
    return '';
  };
}

/** 500000 → 500,000, as a person reads an amount. */
export const number = numberFilter('number');
/** 300000 → $300,000. */
export const currency = numberFilter('currency');
/** 12.5 → 12.5%. */
export const percent = numberFilter('percent');
/** 3.5 → 3.5x. */
export const multiple = numberFilter('multiple');
