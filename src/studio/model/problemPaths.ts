import type { PathSegment, Problem } from '../../checker/problem.ts';

/** The segments of a checker path: `screens[1].steps[0]["a key"]` → ['screens', 1, 'steps', 0, 'a key']. */
export function parsePath(path: string): PathSegment[] {
  if (path === '(root)') return [];
  const segments: PathSegment[] = [];
  const pattern = /\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]|\.?([A-Za-z_$][\w$-]*)/g;
  for (const match of path.matchAll(pattern)) {
    if (match[1] !== undefined) segments.push(Number(match[1]));
    else if (match[2] !== undefined) segments.push(JSON.parse(match[2]) as string);
    else if (match[3] !== undefined) segments.push(match[3]);
  }
  return segments;
}

export function startsWith(path: readonly PathSegment[], prefix: readonly PathSegment[]): boolean {
  return prefix.every((segment, index) => path[index] === segment);
}

/** A problem as the Studio shows it at its field: the checker's message and the file:line:col it prints. */
function problemText(problem: Problem): string {
  const label = problem.severity === 'warning' ? 'Warning: ' : '';
  return `${label}${problem.message} (${problem.file}:${problem.line}:${problem.column})`;
}

export interface ErrorTree {
  __errors?: string[];
  [key: string]: ErrorTree | string[] | undefined;
}

/**
 * The problems that fall inside the node at `nodePath` of `file`, as rjsf's error schema: each
 * message at the field its path names, with the file:line:col `npm run check:content` prints.
 */
export function errorTreeFor(problems: readonly Problem[], file: string, nodePath: readonly PathSegment[]): ErrorTree {
  const tree: ErrorTree = {};
  for (const problem of problems) {
    if (problem.file !== file) continue;
    const path = parsePath(problem.path);
    if (!startsWith(path, nodePath)) continue;
    let node = tree;
    for (const segment of path.slice(nodePath.length)) {
      const key = String(segment);
      node[key] ??= {};
      node = node[key] as ErrorTree;
    }
    (node.__errors ??= []).push(problemText(problem));
  }
  return tree;
}

/** The messages of the problems inside the node at `nodePath` of `file`, as errorTreeFor words them. */
export function problemsAt(problems: readonly Problem[], file: string, nodePath: readonly PathSegment[]): string[] {
  return problems
    .filter((problem) => problem.file === file && startsWith(parsePath(problem.path), nodePath))
    .map(problemText);
}
