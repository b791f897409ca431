import { parse, stringify } from 'yaml';
import type { ContentFile } from '../../../../src/checker/checkContent.ts';

type Segment = { key: string } | { index: number } | { id: string } | { append: true };

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** `screens[id=canvas].steps[+]` -> segments; `[n]` is an index, `[id=x]` the item whose id is x, `[+]` appends. */
export function parseFragmentPath(path: string): Segment[] {
  return [...path.matchAll(/([^.[\]]+)|\[([^\]]+)\]/g)].map(([, key, bracket]): Segment => {
    if (key !== undefined) return { key };
    if (bracket === '+') return { append: true };
    if (bracket?.startsWith('id=')) return { id: bracket.slice(3) };
    if (/^\d+$/.test(bracket ?? '')) return { index: Number(bracket) };
    throw new Error(`cannot read [${bracket}] in ${path}`);
  });
}

function child(node: unknown, segment: Segment, path: string): { get: () => unknown; set: (value: unknown) => void } {
  if ('key' in segment && isObject(node))
    return { get: () => node[segment.key], set: (value) => (node[segment.key] = value) };
  if (Array.isArray(node)) {
    const list: unknown[] = node;
    const index =
      'index' in segment
        ? segment.index
        : 'id' in segment
          ? list.findIndex((item) => isObject(item) && item.id === segment.id)
          : -1;
    if (index >= 0 && index < list.length) return { get: () => list[index], set: (value) => (list[index] = value) };
  }
  throw new Error(`${path}: nothing at ${JSON.stringify(segment)}`);
}

/** Puts `value` at `path` inside `data`: appends at `[+]`, merges a mapping into a mapping, replaces anything else. */
export function applyAt(data: unknown, path: string, value: unknown): void {
  const segments = parseFragmentPath(path);
  const last = segments.pop();
  if (!last) throw new Error('empty fragment path');
  const parent = segments.reduce((node, segment) => child(node, segment, path).get(), data);
  if ('append' in last) {
    if (!Array.isArray(parent)) throw new Error(`${path}: [+] needs a list`);
    parent.push(...(Array.isArray(value) ? (value as unknown[]) : [value]));
    return;
  }
  const slot = child(parent, last, path);
  const current = slot.get();
  if (isObject(current) && isObject(value)) Object.assign(current, value);
  else slot.set(value);
}

/** A copy of `files` with a fragment applied to `file` (re-serialized: fragments are for passing examples). */
export function withFragment(
  files: readonly ContentFile[],
  file: string,
  path: string,
  fragment: string,
): ContentFile[] {
  const target = files.find((entry) => entry.file === file);
  if (!target) throw new Error(`no content file ${file}`);
  const json = file.endsWith('.json');
  const data: unknown = json ? JSON.parse(target.text) : parse(target.text);
  applyAt(data, path, json ? JSON.parse(fragment) : parse(fragment));
  const text = json ? `${JSON.stringify(data, null, 2)}\n` : stringify(data);
  return files.map((entry) => (entry.file === file ? { file, text } : entry));
}

/** A copy of `files` where `file` is `text`, added or replaced. */
function withFile(files: readonly ContentFile[], file: string, text: string): ContentFile[] {
  return [...files.filter((entry) => entry.file !== file), { file, text }];
}

/** A copy of `files` with one example block of the guide applied: a whole file (`file=`) or a fragment (`fragment=` `path=`). */
export function applyBlock(
  files: readonly ContentFile[],
  block: { file: string; line: number; attributes: Record<string, string>; text: string },
): ContentFile[] {
  const { file, fragment, path } = block.attributes;
  if (file) return withFile(files, file, block.text);
  if (fragment && path) return withFragment(files, fragment, path, block.text);
  throw new Error(`${block.file}:${String(block.line)}: needs file=… or fragment=… path=…`);
}
