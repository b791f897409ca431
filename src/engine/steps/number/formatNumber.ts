const grouped = new Intl.NumberFormat('en-US', { maximumFractionDigits: 10 });

/** 12500 and 'employees' -> '12,500 employees': how a number answer reads in prompts, emails and messages. */
export function formatNumber(value: number, unit?: string): string {
  const number = grouped.format(value);
  return unit === undefined ? number : `${number} ${unit}`;
}
