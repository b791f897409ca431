import { openContentDocument } from '../../checker/write/contentDocument.ts';
import type { LoadedFile } from './studioStore.ts';

const cache = new WeakMap<object, { base: string; text: string }>();

/**
 * The text a file would have if saved now: its loaded (or typed) text with the editor's data applied
 * node by node, so only what was edited differs. Memoised per data object (edits replace it).
 */
export function fileText(loaded: LoadedFile, data: unknown, base: string = loaded.text): string {
  // A file the Studio could not parse is left exactly as it is (the checker names its syntax error).
  if (data === undefined) return base;
  const key = typeof data === 'object' && data !== null ? data : undefined;
  const hit = key ? cache.get(key) : undefined;
  if (hit?.base === base) return hit.text;
  const document = openContentDocument(loaded.file, base === '' ? (loaded.file.endsWith('.json') ? '{}' : '') : base);
  document.update(data);
  const text = document.text();
  if (key) cache.set(key, { base, text });
  return text;
}
