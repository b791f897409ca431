import type { Period } from '../insights/funnel.ts';

const day = 86_400_000;
const defaultDays = 30;
const maxDays = 366;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

function parseDay(text: string | undefined): number | undefined | 'invalid' {
  if (text === undefined || text === '') return undefined;
  if (!datePattern.test(text)) return 'invalid';
  const time = Date.parse(`${text}T00:00:00Z`);
  return Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text ? 'invalid' : time;
}

/**
 * `from` and `to` as UTC days (YYYY-MM-DD), both included; by default the 30 days up to today.
 * Undefined with the reason when they are not days, run backwards or span more than a year.
 */
export function periodFrom(from: string | undefined, to: string | undefined, now: number): Period | string {
  const start = parseDay(from);
  const end = parseDay(to);
  if (start === 'invalid' || end === 'invalid') return 'from and to are days written YYYY-MM-DD';
  const last = end ?? Math.floor(now / day) * day;
  const first = start ?? last - (defaultDays - 1) * day;
  if (first > last) return 'from comes after to';
  if ((last - first) / day + 1 > maxDays) return `a period spans at most ${maxDays} days`;
  return { from: new Date(first), to: new Date(last + day) };
}
