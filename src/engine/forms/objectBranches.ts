import { isRecord } from './isRecord.ts';

/** One part of a form-level object schema: the object itself, or one of its conditional branches. */
export interface ObjectBranch {
  part: Record<string, unknown>;
  /** JSON path of the part inside the schema, e.g. ['allOf', 0, 'then']. */
  at: (string | number)[];
  /** A `then`/`else`/`allOf` branch rather than the object itself. */
  conditional: boolean;
}

/**
 * An object schema and every branch that adds to the same object (`then`, `else`, `allOf`, and
 * the options of a `oneOf`/`anyOf` of alternative sets of fields, to any depth), the object first
 * and each branch before its own branches: the places a form declares its fields, required names
 * and choices.
 */
export function* objectBranches(
  schema: unknown,
  at: (string | number)[] = [],
  conditional = false,
): Generator<ObjectBranch> {
  if (!isRecord(schema)) return;
  yield { part: schema, at, conditional };
  for (const key of ['then', 'else'] as const) yield* objectBranches(schema[key], [...at, key], true);
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const parts = schema[key];
    if (Array.isArray(parts))
      for (const [index, branch] of parts.entries()) yield* objectBranches(branch, [...at, key, index], true);
  }
}
