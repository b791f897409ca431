import type { ContentFile } from '../../src/checker/checkContent.ts';
import type { Problem } from '../../src/checker/problem.ts';

/**
 * Two roots holding the same file (say flows/founder.yaml) would define one id twice and the
 * later one would silently win; name the clash instead.
 */
export function duplicateFileProblems(files: readonly ContentFile[]): Problem[] {
  const first = new Map<string, string>();
  const problems: Problem[] = [];
  for (const { file, placedAt = file } of files) {
    const earlier = first.get(placedAt);
    if (earlier === undefined) {
      first.set(placedAt, file);
      continue;
    }
    problems.push({
      file,
      line: 1,
      column: 1,
      path: '(root)',
      message: `"${placedAt}" also comes from ${earlier}; rename one of them`,
    });
  }
  return problems;
}
