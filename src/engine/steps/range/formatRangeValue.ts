import type { RangeStep } from '../../content/types.ts';

type Format = RangeStep['format'];
type Bounds = Pick<RangeStep, 'min' | 'max'>;

const THOUSAND = 1_000;
const MILLION = 1_000_000;

/** Up to three significant digits with trailing zeros dropped: 1.5, 12.5, 125, 1.25. */
function compact(value: number): string {
  return String(Number(value.toPrecision(3)));
}

function currency(value: number, bounds: Bounds): string {
  const sign = value < 0 ? '-' : '';
  const amount = Math.abs(value);
  // Only a top bound in millions gets '+': it stands for "this much or more". Any other value at
  // or above a million reads as a plain compact amount ('$1.5M'), as the slider can go higher.
  // A top bound below a million ('$200K') stays plain, matching spec §9 ("M+ from 1,000,000").
  const plus = value === bounds.max ? '+' : '';
  if (Math.round(amount) < THOUSAND) return `${sign}$${Math.round(amount)}`;
  // 999,950 rounds to "1000K"; switch unit on the rounded figure so it reads '$1M' instead.
  const thousands = Number((amount / THOUSAND).toPrecision(3));
  if (thousands < THOUSAND) return `${sign}$${compact(amount / THOUSAND)}K`;
  return `${sign}$${compact(amount / MILLION)}M${plus}`;
}

/** A handle's label: '$100K', '$1.5M', '$2M+' (top bound), '$750', or '5x' for multiples. */
export function formatRangeValue(value: number, format: Format, bounds: Bounds): string {
  if (format === 'currency') return currency(value, bounds);
  return `${Number(value.toFixed(2))}x`;
}
