import { checkContent, type CheckResult } from '../../src/engine/content/checkContent.ts';
import { readContentFiles, readContentSchemas } from './readContent.ts';

/** Reads and checks the content of the project at `root` (or a fixture tree shaped like it). */
export function loadContent(root: string, schemaRoot: string = root): CheckResult {
  return checkContent(readContentFiles(root), readContentSchemas(schemaRoot));
}
