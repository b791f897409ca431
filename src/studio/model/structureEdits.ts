import type { PathSegment } from '../../checker/problem.ts';
import { flattenSchema } from './flattenSchema.ts';
import { freshId, getIn } from './nodeEdits.ts';
import { isPlainObject, isSchema, type JsonSchema } from './jsonSchema.ts';

function ids(list: readonly unknown[]): string[] {
  return list.map((item) => (isPlainObject(item) && typeof item.id === 'string' ? item.id : ''));
}

/** A copy of the item at `index` right after it, with a fresh id. */
export function duplicateItem(list: readonly unknown[], index: number): unknown[] {
  const item = list[index];
  const copy = structuredClone<unknown>(item);
  if (isPlainObject(copy) && typeof copy.id === 'string') copy.id = freshId(ids(list), `${copy.id}-copy`);
  return [...list.slice(0, index + 1), copy, ...list.slice(index + 1)];
}

/** A new text step with a fresh id, the smallest step the checker accepts. */
export function newStep(steps: readonly unknown[]): Record<string, unknown> {
  return { id: freshId(ids(steps), 'new-question'), type: 'text', title: 'New question' };
}

/**
 * A node whose `type` changed keeps the keys its new type still declares and drops the rest,
 * so a text step turned radio keeps its id, title and description but not its placeholder.
 */
export function retyped(schema: JsonSchema, before: unknown, after: unknown): unknown {
  if (!isPlainObject(before) || !isPlainObject(after) || before.type === after.type) return after;
  const declared = flattenSchema(schema, after).properties;
  if (!isSchema(declared)) return after;
  return Object.fromEntries(Object.entries(after).filter(([key]) => key in declared));
}

/** The list a node sits in and its index there, when it is a list item. */
export function listOf(data: unknown, path: readonly PathSegment[]) {
  const index = path[path.length - 1];
  if (typeof index !== 'number') return undefined;
  const listPath = path.slice(0, -1);
  const list = getIn(data, listPath);
  return Array.isArray(list) ? { list, listPath, index } : undefined;
}
