import { inlineValue } from '../formatValue.ts';

/** List filters accept a list, or a single value treated as a one-item list; blanks are dropped; an object item is one line (inlineValue). */
export function toItems(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values.map((item) => inlineValue(item).trim()).filter((text) => text !== '');
}
