import type { PathSegment, Problem } from '../../checker/problem.ts';
import { isStructuralList } from './formSchemaFor.ts';
import { isSchema, type JsonSchema } from './jsonSchema.ts';
import { schemaAt } from './flattenSchema.ts';
import { parsePath, startsWith } from './problemPaths.ts';

/**
 * The node a checker path belongs to in the navigator: the file root, or the deepest item of a
 * structural list (a screen, a step) the path passes through. The rest is a field in its form.
 */
export function nodeOfPath(root: JsonSchema, data: unknown, path: readonly PathSegment[]): PathSegment[] {
  let node: PathSegment[] = [];
  for (let index = 0; index + 1 < path.length; index += 1) {
    const key = path[index];
    const position = path[index + 1];
    if (typeof key !== 'string' || typeof position !== 'number') continue;
    const parent = schemaAt(root, data, path.slice(0, index));
    const list = isSchema(parent.properties) ? parent.properties[key] : undefined;
    if (isStructuralList(list)) node = path.slice(0, index + 2);
  }
  return node;
}

/** How many of `problems` (errors: warnings are listed, not counted) fall inside the node at `path` of `file`. */
export function problemsWithin(problems: readonly Problem[], file: string, path: readonly PathSegment[]): number {
  // A warning (a draft language's missing text, an extra root's untranslated one) does not stop a build.
  return problems.filter(
    (problem) => problem.severity !== 'warning' && problem.file === file && startsWith(parsePath(problem.path), path),
  ).length;
}

/** Unique keys for list items by their id, suffixed where an id repeats (a problem the checker names). */
export function itemKeys(items: readonly unknown[]): string[] {
  const seen = new Map<string, number>();
  return items.map((item, index) => {
    const id = (item as { id?: unknown } | null)?.id;
    const base = typeof id === 'string' && id !== '' ? id : `#${index}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}~${count}`;
  });
}
