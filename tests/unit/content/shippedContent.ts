import { resolve } from 'node:path';
import { checkContent, type CheckResult, type ContentFile } from '../../../src/engine/content/checkContent.ts';
import { formatProblem } from '../../../src/engine/content/problem.ts';
import { readContentFiles, readContentSchemas } from '../../../tools/content/readContent.ts';

const root = resolve(import.meta.dirname, '../../..');
export const shippedFiles: readonly ContentFile[] = readContentFiles(root);
export const contentSchemas = readContentSchemas(root);

/** The shipped content with one file's text changed by `edit` (which must change something). */
export function withEdit(file: string, edit: (text: string) => string): ContentFile[] {
  const found = shippedFiles.some((entry) => entry.file === file);
  if (!found) throw new Error(`no shipped file ${file}`);
  return shippedFiles.map((entry) => {
    if (entry.file !== file) return entry;
    const text = edit(entry.text);
    if (text === entry.text) throw new Error(`the edit changed nothing in ${file}`);
    return { ...entry, text };
  });
}

export function check(files: readonly ContentFile[]): CheckResult {
  return checkContent(files, contentSchemas);
}

export function problemLines(files: readonly ContentFile[]): string[] {
  return check(files).problems.map(formatProblem);
}

/** "line:column" (1-based) where `needle` starts in `file` of `files`, plus `shift` columns. */
export function positionOf(files: readonly ContentFile[], file: string, needle: string, shift = 0): string {
  const text = files.find((entry) => entry.file === file)?.text ?? '';
  const index = text.indexOf(needle);
  if (index < 0) throw new Error(`"${needle}" is not in ${file}`);
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  const column = index - before.lastIndexOf('\n') + shift;
  return `${line}:${column}`;
}
