import type { RangeStep } from '../../content/types.ts';

/** 350000 as '350,000': grouped by hand, as compactDollars is, to keep ICU's set-up off a slider's paint. */
function grouped(value: number): string {
  const [whole = '0', fraction] = String(Math.abs(value)).split('.');
  const text = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + (fraction ? `.${fraction}` : '');
  return value < 0 ? `-${text}` : text;
}

/** An end of a range written out in full in its step's format, for a box to type in: '$350,000', '4.5x'. */
export function rangeInputText(value: number, format: RangeStep['format']): string {
  const tidy = Number(value.toFixed(2));
  return format === 'currency' ? `$${grouped(tidy)}` : `${grouped(tidy)}x`;
}

const multipliers: Record<string, number> = { k: 1e3, m: 1e6, b: 1e9 };

/**
 * The number a person typed for an end of a range, however they wrote it: '350000', '$350,000',
 * '350k', '$1.5M', '4.5x', ' 7 '. Undefined when it is not a number.
 */
export function parseRangeInput(text: string): number | undefined {
  const match = /^\s*\$?\s*(-?[\d,]*\.?\d+)\s*([kmb])?\s*x?\s*$/i.exec(text);
  if (!match?.[1]) return undefined;
  const digits = match[1].replace(/,/g, '');
  const value = Number(digits) * (multipliers[(match[2] ?? '').toLowerCase()] ?? 1);
  return Number.isFinite(value) ? value : undefined;
}
