import { formatValue } from '../formatValue.ts';
import { titleFromId } from '../titleFromId.ts';

/** Answers keyed by step id -> "Unique Value:\n<answer>" blocks separated by a blank line. */
export function titled(value: unknown): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return formatValue(value);
  return Object.entries(value)
    .map(([id, answer]) => `${titleFromId(id)}:\n${formatValue(answer)}`)
    .join('\n\n');
}
