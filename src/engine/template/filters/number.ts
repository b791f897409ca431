const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A number with its thousands grouped (500000 → 500,000), as a person reads an amount; anything else is ''. */
export function number(value: unknown): string {
  return typeof value === 'number' && Number.isFinite(value) ? grouped.format(value) : '';
}
