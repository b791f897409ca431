import type { RangeStep } from '../../content/types.ts';
import { formatNumberAs } from '../../formats/numberFormats.ts';
import { compactDollars } from './compactDollars.ts';

type Format = RangeStep['format'];
type Bounds = Pick<RangeStep, 'min' | 'max'>;

function currency(value: number, bounds: Bounds): string {
  const label = compactDollars(value);
  // Only a top bound in millions gets '+': it stands for "this much or more". Any other value in
  // millions reads as a plain amount ('$1.5M'), as the slider can go higher; a top bound below a
  // million ('$200K') stays plain, matching spec §9 ("M+ from 1,000,000").
  return value === bounds.max && label.endsWith('M') ? `${label}+` : label;
}

/**
 * A handle's label: '$100K', '$1.5M', '$2M+' (top bound), '$750' (currency, compact as the spec's
 * labels are), or '5x' for multiples (the app's multiple format).
 */
export function formatRangeValue(value: number, format: Format, bounds: Bounds): string {
  if (format === 'currency') return currency(value, bounds);
  return formatNumberAs(value, 'multiple');
}
