import { isPlainObject } from './jsonSchema.ts';

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
