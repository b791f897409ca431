import { isRangeAnswer } from '../values/isRangeAnswer.ts';
import { titleFromId } from './titleFromId.ts';

const numberFormat = new Intl.NumberFormat('en-US');

/** An object in a list (a form's list of co-founders, say), not a range answer. */
function isItemObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isRangeAnswer(value);
}

/**
 * One list item on one line: an object's fields as "Name: Ada; Role: CTO", a list inside it as
 * "a, b" (objects in it in parentheses), anything else as formatValue writes it.
 */
export function inlineValue(value: unknown): string {
  if (Array.isArray(value)) {
    return value
      .map((item) => (isItemObject(item) ? `(${inlineValue(item)})` : inlineValue(item)))
      .filter((text) => text !== '' && text !== '()')
      .join(', ');
  }
  if (isItemObject(value)) {
    return Object.entries(value)
      .map(([key, inner]) => [titleFromId(key), inlineValue(inner)] as const)
      .filter(([, text]) => text !== '')
      .map(([key, text]) => `${key}: ${text}`)
      .join('; ');
  }
  return formatValue(value);
}

/**
 * The default way a value becomes text in a prompt or email: readable rather than JSON,
 * because the reader is a person or a language model. A list of objects is one numbered line
 * per item with its fields ("1. Name: Ada; Role: CTO"); a list of plain values is "a, b".
 */
export function formatValue(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
  if (Array.isArray(value)) {
    if (value.some(isItemObject)) {
      return value
        .map(inlineValue)
        .filter((text) => text !== '')
        .map((text, index) => `${index + 1}. ${text}`)
        .join('\n');
    }
    return value
      .map(formatValue)
      .filter((text) => text !== '')
      .join(', ');
  }
  if (isRangeAnswer(value)) return `${numberFormat.format(value.min)} to ${numberFormat.format(value.max)}`;
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, inner]) => `${titleFromId(key)}: ${formatValue(inner)}`)
      .join('\n');
  }
  // Left: bigint, symbol and function. Only a bigint is a value a person would want to read.
  return typeof value === 'bigint' ? value.toString() : '';
}
