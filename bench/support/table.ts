import { summary } from './stats.ts';

export const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const ms = (value: number) => (value < 10 ? value.toFixed(1) : value.toFixed(0));

/** "median / p95" of a sample, or a dash. */
export function cell(values: readonly number[]): string {
  const stats = summary(values);
  return stats ? `${ms(stats.median)} / ${ms(stats.p95)}` : '—';
}

/** ours/peer of the medians and of the p95s, e.g. "0.85x / 0.90x". */
export function ratio(ours: readonly number[], peer: readonly number[]): string {
  const a = summary(ours);
  const b = summary(peer);
  if (!a || !b || b.median <= 0 || b.p95 <= 0) return '—';
  return `${(a.median / b.median).toFixed(2)}x / ${(a.p95 / b.p95).toFixed(2)}x`;
}

/** A Markdown table, so docs/performance.md can hold what the bench printed. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
