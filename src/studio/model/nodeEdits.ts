import type { PathSegment } from '../../engine/content/problem.ts';

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
  if (child === undefined) delete copy[String(head)];
  else copy[String(head)] = child;
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
