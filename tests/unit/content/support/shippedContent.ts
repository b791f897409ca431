import { resolve } from 'node:path';
import { checkContent, type CheckResult, type ContentFile } from '../../../../src/checker/checkContent.ts';
import { formatProblem, sortProblems } from '../../../../src/checker/problem.ts';
import type { Content } from '../../../../src/engine/content/types.ts';
import { loadContent } from '../../../../tools/content/loadContent.ts';
import { readContentFiles, readContentSchemas } from '../../../../tools/content/readContent.ts';

export const projectRoot = resolve(import.meta.dirname, '../../../..');

/** The shipped content files, read fresh so each test can change its own copy. */
export function shippedFiles(): ContentFile[] {
  return readContentFiles(projectRoot);
}

/**
 * The shipped content, checked and assembled, with the given fixture roots (relative to the
 * project) added; a fixture that does not pass the checker fails the test with the checker's lines.
 */
export function checkedContent(...fixtures: string[]): Content {
  const { content, problems } = loadContent(projectRoot, {
    schemas: shippedSchemas(),
    extraRoots: fixtures.map((fixture) => resolve(projectRoot, fixture)),
  });
  if (!content) throw new Error(problems.map(formatProblem).join('\n'));
  return content;
}

let schemas: Record<string, object> | undefined;

/**
 * The shipped content schemas, read once per test file and frozen: always the same object, so
 * the checker compiles them once (compileContentSchemas keeps validators per schemas object, and
 * compiling is most of a check's time), and a test that tried to edit them would throw.
 */
export function shippedSchemas(): Record<string, object> {
  schemas ??= deepFreeze(readContentSchemas(projectRoot));
  return schemas;
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

export function textOf(files: readonly ContentFile[], file: string): string {
  const found = files.find((entry) => entry.file === file);
  if (!found) throw new Error(`no content file ${file}`);
  return found.text;
}

/** A copy of `files` with `from` replaced by `to` in `file`; `from` must occur exactly once, so an edit never lands somewhere unintended. */
export function withEdit(files: readonly ContentFile[], file: string, from: string, to: string): ContentFile[] {
  const text = textOf(files, file);
  const count = text.split(from).length - 1;
  if (count !== 1) throw new Error(`expected ${JSON.stringify(from)} once in ${file}, found it ${count} times`);
  return files.map((entry) => (entry.file === file ? { ...entry, text: text.replace(from, () => to) } : entry));
}

/** 1-based line and column where `needle` starts in `text` (plus `offset` characters). */
export function positionOf(text: string, needle: string, offset = 0): { line: number; column: number } {
  const index = text.indexOf(needle);
  if (index < 0) throw new Error(`${JSON.stringify(needle)} not found`);
  const before = text.slice(0, index + offset).split('\n');
  return { line: before.length, column: (before.at(-1) ?? '').length + 1 };
}

/** Checks `files` against the shipped content schemas. */
export function check(files: readonly ContentFile[]): CheckResult {
  return checkContent(files, shippedSchemas());
}

/** The checker's output lines for `files`, as `npm run check:content` prints them: errors and warnings by position. */
export function problemLines(files: readonly ContentFile[]): string[] {
  const { problems, warnings = [] } = check(files);
  return sortProblems([...problems, ...warnings]).map(formatProblem);
}

/** "line:column" where `needle` starts in `file` (plus `offset` characters), for expected problem lines. */
export function at(files: readonly ContentFile[], file: string, needle: string, offset = 0): string {
  const { line, column } = positionOf(textOf(files, file), needle, offset);
  return `${line}:${column}`;
}
