import { declaredSchemas, isRecord } from '../../src/engine/index.ts';

/**
 * How deep a JSON value nests, counted without recursion and given up past `max`, so a body of
 * 100,000 brackets is measured in constant stack before anything walks it.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const pending: { node: unknown; depth: number }[] = [{ node: value, depth: 0 }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { node, depth } = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(node)) pending.push({ node: child, depth: depth + 1 });
  }
  return false;
}

/**
 * The first key of `sent` that the store's own reading (`kept`) has no place for, as a path; a
 * questionnaire's validator keeps only what its steps declare (step, answers, an answer's parts).
 * A value the reading dropped whole is not reported here: the validator's notes say why.
 */
export function keyNotKept(sent: unknown, kept: unknown, path: readonly string[] = []): string[] | null {
  if (!isRecord(sent) || !isRecord(kept)) return null;
  for (const [key, value] of Object.entries(sent)) {
    if (!Object.hasOwn(kept, key)) {
      if (path.length === 1 && path[0] === 'answers') continue;
      return [...path, key];
    }
    const inner = keyNotKept(value, kept[key], [...path, key]);
    if (inner) return inner;
  }
  return null;
}

/**
 * The first key of a form's value that its schema does not declare, at any level (list items,
 * nested objects; a condition's properties count), as a path; null when every key is declared.
 */
export function undeclaredKey(value: unknown, schema: unknown, path: readonly string[] = []): string[] | null {
  if (!isRecord(schema)) return null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const inner = undeclaredKey(item, schema.items, [...path, String(index)]);
      if (inner) return inner;
    }
    return null;
  }
  if (!isRecord(value)) return null;
  const declared = declaredSchemas(schema);
  const rest = isRecord(schema.additionalProperties) ? schema.additionalProperties : undefined;
  for (const [key, child] of Object.entries(value)) {
    const childSchema = declared.get(key) ?? rest;
    if (!childSchema) return [...path, key];
    const inner = undeclaredKey(child, childSchema, [...path, key]);
    if (inner) return inner;
  }
  return null;
}
