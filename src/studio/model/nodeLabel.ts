import type { PathSegment } from '../../checker/problem.ts';
import { isPlainObject } from './jsonSchema.ts';
import { getIn } from './nodeEdits.ts';

/** What the navigator calls a content node: its title, else its id, else its position. */
export function nodeLabel(value: unknown, fallback: string): string {
  if (!isPlainObject(value)) return fallback;
  for (const key of ['title', 'label', 'id']) {
    const text = value[key];
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  return fallback;
}

/** The file's name without folder and extension: its id in the content. */
export function fileId(file: string): string {
  return (file.split('/').pop() ?? file).replace(/\.(ya?ml|json)$/, '');
}

/** A file as editors know it: a flow by its home card's title, a page by its title, else its id in words. */
export function fileLabel(file: string, data: unknown): string {
  const card = isPlainObject(data) ? data.card : undefined;
  const id = fileId(file).replace(/[-_]+/g, ' ');
  return nodeLabel(
    card,
    // A translation is named by its language's own name (Español), which it writes as `name`.
    nodeLabel(
      isPlainObject(data) ? { title: data.kind === 'translation' ? data.name : data.title } : undefined,
      id.charAt(0).toUpperCase() + id.slice(1),
    ),
  );
}

/**
 * Where a node sits, in words: the file's label, then each screen, step or field on the way
 * (a list item, a named property or an option's follow-up), e.g. ['Plan a Launch', 'Launch Readiness', 'Main Channel'].
 */
export function nodeTrail(file: string, data: unknown, path: readonly PathSegment[]): string[] {
  const trail = [fileLabel(file, data)];
  path.forEach((segment, index) => {
    const isItem = typeof segment === 'number';
    if (!isItem && path[index - 1] !== 'properties' && segment !== 'followUp') return;
    trail.push(nodeLabel(getIn(data, path.slice(0, index + 1)), isItem ? `Item ${segment + 1}` : segment));
  });
  return trail;
}
