import { checkContent, type CheckResult } from '../../src/checker/checkContent.ts';
import { sortProblems } from '../../src/checker/problem.ts';
import { duplicateFileProblems } from './duplicateFiles.ts';
import { readContentFiles, readContentSchemas, readTranslationFiles } from './readContent.ts';

export interface LoadOptions {
  /** Where schemas/content/ lives; defaults to `root`. */
  schemaRoot?: string;
  /** The schemas already read: passing the same object again reuses their compiled validators. */
  schemas?: Record<string, object>;
  /** Extra content roots merged with the project's own (see extraContentRoots.ts). */
  extraRoots?: readonly string[];
}

/** Reads and checks the content of the project at `root` (or a fixture tree shaped like it), translations included. */
export function loadContent(
  root: string,
  { schemaRoot = root, schemas, extraRoots = [] }: LoadOptions = {},
): CheckResult {
  const files = [...readContentFiles(root, extraRoots), ...readTranslationFiles(root, extraRoots)];
  const duplicates = duplicateFileProblems(files);
  if (duplicates.length > 0) return { problems: sortProblems(duplicates) };
  return checkContent(files, schemas ?? readContentSchemas(schemaRoot));
}
