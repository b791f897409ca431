/** One thing wrong with the content, located precisely enough for an editor to fix it. */
export interface Problem {
  /** Path relative to the project root, e.g. flows/founder.yaml. */
  file: string;
  line: number;
  column: number;
  /** Where inside the file, e.g. screens[1].steps[0].type; '(root)' for the whole file. */
  path: string;
  message: string;
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
  return `${problem.file}:${problem.line}:${problem.column} ${problem.path}: ${problem.message}`;
}

export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) =>
      a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column || a.message.localeCompare(b.message),
  );
}
