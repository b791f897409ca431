import { isRecord } from '../../forms/isRecord.ts';
import { formatValue } from '../../template/formatValue.ts';
import { isRangeAnswer } from '../../values/isRangeAnswer.ts';

/** The words a person wrote inside a list or object: its text and numbers, one per line; no field names, no yes/no. */
function writtenInside(value: unknown): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [] : [value];
  if (typeof value === 'number') return Number.isFinite(value) ? [String(value)] : [];
  if (Array.isArray(value)) return value.flatMap(writtenInside);
  if (isRecord(value) && !isRangeAnswer(value)) return Object.values(value).flatMap(writtenInside);
  return [];
}

/**
 * The text an offline criterion rates. A list (of co-founders, say) is rated on what was written
 * in its items, not on the field names a prompt adds ("Name: …; Role: …"), which would pass a
 * word count the person never wrote; any other answer as a prompt writes it.
 */
export function answerText(value: unknown): string {
  if (Array.isArray(value) || (isRecord(value) && !isRangeAnswer(value))) return writtenInside(value).join('\n');
  return formatValue(value);
}
