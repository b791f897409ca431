const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/** Date or ISO string -> 'November 21, 2026'; anything unreadable -> ''. */
export function longDate(value: unknown): string {
  const date =
    value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : null;
  if (date === null || Number.isNaN(date.getTime())) return '';
  // A bare 'YYYY-MM-DD' parses as UTC midnight; formatting it in local time would show the previous day west of UTC.
  const timeZone = typeof value === 'string' && dateOnly.test(value) ? 'UTC' : undefined;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone });
}
