import type { PathSegment } from '../../checker/problem.ts';

/** A copy of `data` with the value at `path` replaced (undefined deletes it); untouched branches are shared. */
export function setIn(data: unknown, path: readonly PathSegment[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const child =
    rest.length === 0 ? value : setIn((data as Record<PathSegment, unknown> | undefined)?.[head], rest, value);
  if (Array.isArray(data) && typeof head === 'number') {
    const copy = [...(data as unknown[])];
    if (child === undefined) copy.splice(head, 1);
    else copy[head] = child;
    return copy;
  }
  const copy = { ...(data as Record<string, unknown>) };
  if (child === undefined) return Object.fromEntries(Object.entries(copy).filter(([key]) => key !== String(head)));
  copy[String(head)] = child;
  return copy;
}

export function getIn(data: unknown, path: readonly PathSegment[]): unknown {
  return path.reduce<unknown>((node, segment) => (node as Record<PathSegment, unknown> | undefined)?.[segment], data);
}

/** Moves the list item at `from` to `to` (both indices in the list as it is now). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const copy = [...list];
  const [item] = copy.splice(from, 1);
  if (item !== undefined) copy.splice(to, 0, item);
  return copy;
}

/** An id not yet used in the list: `base`, else `base-2`, `base-3`… */
export function freshId(taken: readonly string[], base: string): string {
  if (!taken.includes(base)) return base;
  let n = 2;
  while (taken.includes(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

/** Deep equality of plain data, ignoring key order (forms may hand keys back in another order). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a) || Array.isArray(b)) {
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((item, index) => sameValue(item, b[index]))
    );
  }
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  const keysA = Object.keys(a).filter((key) => (a as Record<string, unknown>)[key] !== undefined);
  const keysB = Object.keys(b).filter((key) => (b as Record<string, unknown>)[key] !== undefined);
  return (
    keysA.length === keysB.length &&
    keysA.every((key) => sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

function isEmptyShell(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value !== 'object' || value === null) return value === undefined;
  return Object.values(value).every(isEmptyShell);
}

/**
 * `after` without the keys it added to `before` that hold nothing (`{}`, `{ env: {} }`, `[]`):
 * rjsf fills an optional object in as empty when its form opens or changes, and opening or
 * editing a node must not write an `email: {}` the editor never asked for into the file.
 */
export function withoutAddedEmpties(before: unknown, after: unknown): unknown {
  if (typeof after !== 'object' || after === null || Array.isArray(after)) return after;
  const old = typeof before === 'object' && before !== null && !Array.isArray(before) ? before : {};
  return Object.fromEntries(
    Object.entries(after)
      .filter(([key, value]) => key in old || !isEmptyShell(value))
      .map(([key, value]) => [key, withoutAddedEmpties((old as Record<string, unknown>)[key], value)]),
  );
}
