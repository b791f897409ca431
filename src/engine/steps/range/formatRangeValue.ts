import type { RangeStep } from '../../content/types.ts';

type Format = RangeStep['format'];
type Bounds = Pick<RangeStep, 'min' | 'max'>;

/**
 * '$750', '$1.5K', '$125K', '$1.25M': dollars, K from a thousand, M from a million (spec §9).
 * Made on first use: building a compact currency format costs ~15 ms of ICU set-up, which every
 * screen that loads the step registry would pay at start-up, whether or not it shows a slider.
 */
let currencyFormat: Intl.NumberFormat | undefined;

function currency(value: number, bounds: Bounds): string {
  currencyFormat ??= new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    notation: 'compact',
    maximumSignificantDigits: 3,
  });
  const label = currencyFormat.format(value);
  // Only a top bound in millions gets '+': it stands for "this much or more". Any other value in
  // millions reads as a plain amount ('$1.5M'), as the slider can go higher; a top bound below a
  // million ('$200K') stays plain, matching spec §9 ("M+ from 1,000,000").
  return value === bounds.max && label.endsWith('M') ? `${label}+` : label;
}

/** A handle's label: '$100K', '$1.5M', '$2M+' (top bound), '$750', or '5x' for multiples. */
export function formatRangeValue(value: number, format: Format, bounds: Bounds): string {
  if (format === 'currency') return currency(value, bounds);
  return `${Number(value.toFixed(2))}x`;
}
