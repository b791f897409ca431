import { isRangeAnswer } from '../values/isRangeAnswer.ts';
import { titleFromId } from './titleFromId.ts';

const numberFormat = new Intl.NumberFormat('en-US');

/**
 * The default way a value becomes text in a prompt or email: readable rather than JSON,
 * because the reader is a person or a language model.
 */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value))
    return value
      .map(formatValue)
      .filter((text) => text !== '')
      .join(', ');
  if (isRangeAnswer(value)) return `${numberFormat.format(value.min)} to ${numberFormat.format(value.max)}`;
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${titleFromId(key)}: ${formatValue(inner)}`)
      .join('\n');
  }
  // Left: bigint, symbol and function. Only a bigint is a value a person would want to read.
  return typeof value === 'bigint' ? value.toString() : '';
}
