/** One thing wrong with the content, located precisely enough for an editor to fix it. */
export interface Problem {
  /** Path relative to the project root, e.g. flows/founder.yaml. */
  file: string;
  line: number;
  column: number;
  /** Where inside the file, e.g. screens[1].steps[0].type; '(root)' for the whole file. */
  path: string;
  message: string;
  /**
   * A warning is printed (CLI, build, dev server, Studio) but never fails a check or a build:
   * something the app accepts and ignores, said so the author is not surprised. Absent: an error.
   */
  severity?: 'warning';
  /**
   * Warnings of one kind that can be many, such as the texts a draft translation still lacks: the
   * build and the dev server print one line per group with its count (npm run check:content lists each).
   */
  group?: string;
}

export type PathSegment = string | number;

export function formatPath(path: readonly PathSegment[]): string {
  if (path.length === 0) return '(root)';
  return path
    .map((segment, index) => {
      if (typeof segment === 'number') return `[${segment}]`;
      const plain = /^[A-Za-z_$][\w$-]*$/.test(segment);
      if (!plain) return `[${JSON.stringify(segment)}]`;
      return index === 0 ? segment : `.${segment}`;
    })
    .join('');
}

export function formatProblem(problem: Problem): string {
  const label = problem.severity === 'warning' ? 'warning: ' : '';
  return `${problem.file}:${problem.line}:${problem.column} ${problem.path}: ${label}${problem.message}`;
}

/** The same problem as a warning. */
export function asWarning(problem: Problem): Problem {
  return { ...problem, severity: 'warning' };
}

/** Sorted by file and position, each problem once (a definition used twice is checked twice, reported once). */
export function sortProblems(problems: readonly Problem[]): Problem[] {
  const unique = [...new Map(problems.map((problem) => [formatProblem(problem), problem])).values()];
  return unique.sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  );
}
