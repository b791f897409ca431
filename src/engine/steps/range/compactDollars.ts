/** Unit letters by thousands exponent, as en-US compact notation writes them. */
const units = ['', 'K', 'M', 'B', 'T'] as const;

/** `digits` × 10^`shift` written out as a decimal, without trailing zeros. */
function decimal(digits: string, shift: number): string {
  if (shift >= 0) return digits + '0'.repeat(shift);
  const padded = digits.padStart(-shift + 1, '0');
  const point = padded.length + shift;
  return `${padded.slice(0, point)}.${padded.slice(point)}`.replace(/\.?0+$/, '');
}

/**
 * '$750', '$1.5K', '$125K', '$1.25M': what `Intl.NumberFormat('en-US', { style: 'currency',
 * currency: 'USD', notation: 'compact', maximumSignificantDigits: 3 })` writes, worked out by
 * hand because building that format costs ~20 ms of ICU set-up (more on a slow phone) on the
 * way to the first slider's paint. Rounds the shortest decimal form of the value to three
 * significant digits, half away from zero (Intl's default), then picks the unit of the rounded
 * value, so 999,999 reads '$1M'. A unit test compares it with Intl over many values.
 */
export function compactDollars(value: number): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  const [mantissa = '0', exponentText = '0'] = Math.abs(value).toExponential().split('e');
  const significant = mantissa.replace('.', '');
  let exponent = Number(exponentText);
  let rounded = Number(significant.slice(0, 3).padEnd(3, '0'));
  if (significant.length > 3 && Number(significant[3]) >= 5) rounded += 1;
  if (rounded === 1000) {
    rounded = 100;
    exponent += 1;
  }
  if (rounded === 0) return `${sign}$0`;
  const unit = Math.min(Math.max(Math.floor(exponent / 3), 0), units.length - 1);
  return `${sign}$${decimal(String(rounded), exponent - 2 - unit * 3)}${units[unit] ?? ''}`;
}
