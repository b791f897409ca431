import { formatValue } from '../formatValue.ts';

/** List filters accept a list, or a single value treated as a one-item list; blanks are dropped. */
export function toItems(value: unknown): string[] {
  const values = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return values.map((item) => formatValue(item).trim()).filter((text) => text !== '');
}
