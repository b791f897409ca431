import { isRecord } from '../../engine/forms/isRecord.ts';
import type { PathSegment } from '../problem.ts';

/** The keys that name an item of a list in content: a step's id, an option's value, a section's key… */
const identityKeys = ['id', 'value', 'key', 'field', 'const'] as const;

function identityOf(item: unknown): string | undefined {
  if (!isRecord(item)) return undefined;
  for (const key of identityKeys) {
    const value = item[key];
    if (typeof value === 'string' || typeof value === 'number') return String(value);
  }
  return undefined;
}

/**
 * How a translation names each item of a list: by its identity (id, value, key, field or const)
 * when every item has one and no two share it, so inserting or moving an item leaves the other
 * translations in place; otherwise by its position. A name is a string segment, a position a number.
 */
export function itemNames(list: readonly unknown[]): PathSegment[] {
  const identities = list.map(identityOf);
  const named = identities.every((identity) => identity !== undefined);
  if (named && new Set(identities).size === identities.length) return identities;
  return list.map((_item, index) => index);
}
