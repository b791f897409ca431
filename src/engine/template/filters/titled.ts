import { formatValue } from '../formatValue.ts';
import { titleFromId } from '../titleFromId.ts';
import type { FilterAt } from './filterAt.ts';

/**
 * Answers keyed by question id -> "<title>:\n<answer>" blocks separated by a blank line. Each is
 * headed by its question's title as the flow's catalogue gives it (what the person read); a key
 * no question is read at (a template rendered without a flow) by its id, title-cased.
 */
export function titled(value: unknown, at?: FilterAt): string {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return formatValue(value);
  return Object.entries(value)
    .map(([id, answer]) => `${at?.titleOf?.(`${at.path}.${id}`) ?? titleFromId(id)}:\n${formatValue(answer)}`)
    .join('\n\n');
}

/** Answers headed by their ids, title-cased ("unique-value" → "Unique Value"), whatever the questions' titles say. */
export function titledById(value: unknown): string {
  return titled(value);
}
