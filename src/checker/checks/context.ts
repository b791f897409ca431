import type { Content } from '../../engine/content/types.ts';
import { asWarning, type PathSegment, type Problem } from '../problem.ts';
import type { SourceFile } from '../sourceFile.ts';

/** Where each assembled piece of content came from, so checks can point at it. */
export interface ContentSources {
  app: SourceFile;
  flows: Record<string, SourceFile>;
  pages: Record<string, SourceFile>;
  forms: Record<string, SourceFile>;
  analyses: Record<string, SourceFile>;
}

export interface CheckContext {
  content: Content;
  sources: ContentSources;
  report: (source: SourceFile, path: readonly PathSegment[], message: string) => void;
  /** Reports at the `occurrence`-th appearance of `text` inside the value at `path` (see SourceFile.problemAtText). */
  reportAtText: (
    source: SourceFile,
    path: readonly PathSegment[],
    text: string,
    occurrence: number,
    message: string,
  ) => void;
  /** Reports at the key of `path`'s last segment rather than its value. */
  reportAtKey: (source: SourceFile, path: readonly PathSegment[], message: string) => void;
  /** A warning at the key of `path`'s last segment: printed, never a reason to fail (Problem.severity). */
  warnAtKey: (source: SourceFile, path: readonly PathSegment[], message: string) => void;
}

/** A semantic check: looks across files for what no single file's schema can see. */
export type ContentCheck = (context: CheckContext) => void;

export function createCheckContext(
  content: Content,
  sources: ContentSources,
): { context: CheckContext; problems: Problem[] } {
  const problems: Problem[] = [];
  return {
    problems,
    context: {
      content,
      sources,
      report: (source, path, message) => problems.push(source.problemAt(path, message)),
      reportAtText: (source, path, text, occurrence, message) =>
        problems.push(source.problemAtText(path, text, occurrence, message)),
      reportAtKey: (source, path, message) => problems.push(source.problemAtKey(path, message)),
      warnAtKey: (source, path, message) => problems.push(asWarning(source.problemAtKey(path, message))),
    },
  };
}
