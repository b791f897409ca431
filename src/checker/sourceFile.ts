import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { formatPath, type PathSegment, type Problem } from './problem.ts';

/** A parsed content file that remembers where each value came from. */
export interface SourceFile {
  file: string;
  data: unknown;
  /** Problem at the value found at `path`, or at its nearest existing ancestor. */
  problemAt: (path: readonly PathSegment[], message: string) => Problem;
  /** Problem at the key (not the value) of `path`'s last segment, for unknown-key messages. */
  problemAtKey: (path: readonly PathSegment[], message: string) => Problem;
  /**
   * Problem at the `occurrence`-th (0-based) appearance of `text` inside the value at `path`, such
   * as one placeholder's own line and column in a block scalar; at the value when it is not found.
   */
  problemAtText: (path: readonly PathSegment[], text: string, occurrence: number, message: string) => Problem;
}

type NodeWithRange = Node & { range?: [number, number, number] | null };

function childOf(node: unknown, segment: PathSegment): { key?: NodeWithRange; value?: NodeWithRange } | undefined {
  if (isMap(node)) {
    const pair = node.items.find(
      (item) => isPair(item) && isScalar(item.key) && String(item.key.value) === String(segment),
    );
    if (!pair) return undefined;
    return { key: pair.key as NodeWithRange, value: (pair.value ?? undefined) as NodeWithRange | undefined };
  }
  if (isSeq(node) && typeof segment === 'number') {
    const item = node.items[segment];
    return item ? { value: item as NodeWithRange } : undefined;
  }
  return undefined;
}

/** Parses YAML or JSON (JSON is YAML), reporting syntax errors with their positions. */
export function parseSource(file: string, text: string): { source?: SourceFile; problems: Problem[] } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const position = (offset: number) => lineCounter.linePos(offset);
  const problem = (offset: number, path: readonly PathSegment[], message: string): Problem => {
    const { line, col } = position(offset);
    return { file, line, column: col, path: formatPath(path), message };
  };
  if (doc.errors.length > 0) {
    return {
      problems: doc.errors.map((error) =>
        problem(
          error.pos[0],
          [],
          `${error.message.split('\n')[0]} (the file is not valid ${file.endsWith('.json') ? 'JSON' : 'YAML'})`,
        ),
      ),
    };
  }

  const find = (path: readonly PathSegment[], wantKey: boolean): { offset: number; end?: number } => {
    let node: unknown = doc.contents;
    let offset = (doc.contents as NodeWithRange | null)?.range?.[0] ?? 0;
    let end: number | undefined;
    for (const [index, segment] of path.entries()) {
      const child = childOf(node, segment);
      end = undefined;
      if (!child) break;
      const isLast = index === path.length - 1;
      const target = isLast && wantKey && child.key ? child.key : (child.value ?? child.key);
      offset = target?.range?.[0] ?? offset;
      end = target?.range?.[1];
      node = child.value;
    }
    return { offset, ...(end !== undefined ? { end } : {}) };
  };
  const locate = (path: readonly PathSegment[], wantKey: boolean): number => find(path, wantKey).offset;
  const locateText = (path: readonly PathSegment[], needle: string, occurrence: number): number => {
    const { offset, end } = find(path, false);
    if (end === undefined || needle === '') return offset;
    let at = text.indexOf(needle, offset);
    for (let seen = 0; at >= 0 && at < end && seen < occurrence; seen += 1) at = text.indexOf(needle, at + 1);
    return at >= 0 && at + needle.length <= end ? at : offset;
  };

  const source: SourceFile = {
    file,
    data: doc.toJS({ maxAliasCount: 50 }) as unknown,
    problemAt: (path, message) => problem(locate(path, false), path, message),
    problemAtKey: (path, message) => problem(locate(path, true), path, message),
    problemAtText: (path, needle, occurrence, message) => problem(locateText(path, needle, occurrence), path, message),
  };
  return { source, problems: [] };
}
