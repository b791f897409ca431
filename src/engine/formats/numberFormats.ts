import type { NumberFormat } from '../content/types.ts';

export type { NumberFormat };

// Keyed by the content language's own list (common.schema.json numberFormat): a format missing here is a compile error.
const described: Record<NumberFormat, true> = { number: true, currency: true, percent: true, multiple: true };

/**
 * The app's one vocabulary of how a number reads, for a number or range step (`format:`), a
 * form's number field (`"ui:options": { "format": … }`), templates (`| currency` …), the owner's
 * tables and CSV. A number is stored as the number typed; only what is shown is formatted.
 * - `number`: grouped, 12,500.5
 * - `currency`: US dollars, $300,000 or $1,250.50
 * - `percent`: the number typed is the percentage, 12.5%
 * - `multiple`: a multiplier, 3.5x
 */
export const numberFormats = Object.keys(described) as readonly NumberFormat[];

export function isNumberFormat(value: unknown): value is NumberFormat {
  return typeof value === 'string' && Object.hasOwn(described, value);
}

/** The most digits after the point a computed value shows, unless its caller asks for more. */
const defaultFractionDigits = 2;

const formatters = new Map<string, Intl.NumberFormat>();

/** The platform's formatter for these options, built once (Intl's set-up is the costly part). */
function formatter(options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = JSON.stringify(options);
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.NumberFormat('en-US', options);
    formatters.set(key, found);
  }
  return found;
}

/**
 * `value` as `format` writes it, with at most `fractionDigits` digits after the point (2 unless
 * a step's own `step` asks for more, so what was typed is never rounded away).
 */
export function formatNumberAs(
  value: number,
  format: NumberFormat = 'number',
  fractionDigits = defaultFractionDigits,
): string {
  if (!Number.isFinite(value)) return '';
  const digits = { maximumFractionDigits: fractionDigits };
  switch (format) {
    case 'currency': {
      // Whole dollars without cents ($300,000); any cents with both digits ($1,250.50).
      const whole = Number.isInteger(value);
      return formatter({
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: whole ? 0 : Math.min(2, fractionDigits),
        maximumFractionDigits: whole ? 0 : Math.max(2, fractionDigits),
      }).format(value);
    }
    case 'percent':
      // The stored number is the percentage itself (12.5 is 12.5%), Intl's percent a fraction of one.
      return formatter({ style: 'percent', maximumFractionDigits: fractionDigits }).format(value / 100);
    case 'multiple':
      return `${formatter(digits).format(value)}x`;
    case 'number':
      return formatter(digits).format(value);
  }
}

/** The digits after the point a number is written with (0.25 → 2, 1e-7 → 7), for a step's precision. */
export function fractionDigitsOf(value: number | undefined): number {
  if (value === undefined || !Number.isFinite(value)) return 0;
  const [mantissa = '', exponent = '0'] = value.toExponential().split('e');
  const decimals = (mantissa.split('.')[1] ?? '').length;
  return Math.max(0, decimals - Number(exponent));
}

/** What sits beside a box that takes a number of this format: `$` before it, `%` or `x` after it. */
export function numberAdornment(format: NumberFormat | undefined): { prefix?: string; suffix?: string } {
  if (format === 'currency') return { prefix: '$' };
  if (format === 'percent') return { suffix: '%' };
  if (format === 'multiple') return { suffix: 'x' };
  return {};
}

/** `value` as `format` writes it, every digit typed kept (up to 10 after the point): an answer, a bound. */
export function formatAsTyped(value: number, format: NumberFormat = 'number'): string {
  return formatNumberAs(value, format, Math.min(10, fractionDigitsOf(value)));
}

/**
 * How a number typed into a box reads in its format, shown beside the box once it has thousands
 * to group ($300,000 for 300000): below that the box and its sign say it already.
 */
export function numberReading(value: number | undefined, format: NumberFormat | undefined): string | undefined {
  if (format === undefined || value === undefined || !Number.isFinite(value) || Math.abs(value) < 1000)
    return undefined;
  return formatAsTyped(value, format);
}
