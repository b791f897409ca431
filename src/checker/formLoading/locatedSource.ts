import { isRecord } from '../../engine/forms/isRecord.ts';
import type { PathSegment, Problem } from '../problem.ts';
import type { SourceFile } from '../sourceFile.ts';
import type { Origin } from './unfold.ts';

/**
 * A form's source for the checks that read its resolved schema: a problem at a path of the
 * resolved `schema` is reported where that part was written (a definition, perhaps in another
 * form file), so a definition used twice is one problem at one place (sortProblems keeps one).
 */
export function locatedSource(
  source: SourceFile,
  resolved: object,
  origins: WeakMap<object, Origin>,
  sources: Readonly<Record<string, SourceFile>>,
  /** The property a one-field form was wrapped under (compileForm): its uiSchema entry is the file's whole uiSchema. */
  wrappedField?: string,
): SourceFile {
  const locate = (path: readonly PathSegment[]): { file: SourceFile; at: PathSegment[] } => {
    if (path[0] === 'uiSchema' && wrappedField !== undefined && path[1] === wrappedField)
      return { file: source, at: ['uiSchema', ...path.slice(2)] };
    if (path[0] !== 'schema') return { file: source, at: [...path] };
    let node: unknown = resolved;
    let best: { origin: Origin; used: number } | undefined;
    for (const [index, segment] of path.slice(1).entries()) {
      node =
        Array.isArray(node) && typeof segment === 'number' ? node[segment] : isRecord(node) ? node[segment] : undefined;
      const origin = isRecord(node) ? origins.get(node) : undefined;
      if (origin) best = { origin, used: index + 2 };
      if (node === undefined) break;
    }
    const file = best ? sources[best.origin.form] : undefined;
    if (!best || !file) return { file: source, at: [...path] };
    return { file, at: ['schema', ...best.origin.at, ...path.slice(best.used)] };
  };
  const located = (path: readonly PathSegment[], report: (file: SourceFile, at: PathSegment[]) => Problem): Problem => {
    const { file, at } = locate(path);
    return report(file, at);
  };
  return {
    file: source.file,
    data: source.data,
    problemAt: (path, message) => located(path, (file, at) => file.problemAt(at, message)),
    problemAtKey: (path, message) => located(path, (file, at) => file.problemAtKey(at, message)),
    problemAtText: (path, text, occurrence, message) =>
      located(path, (file, at) => file.problemAtText(at, text, occurrence, message)),
  };
}
