import type { ContentKind } from '../contentSchemas.ts';
import { formTexts } from './formTexts.ts';
import { schemaTexts } from './schemaTexts.ts';
import type { TextNode } from './textNode.ts';

/** Every text of one content file a person reads, each with its place: what a translation gives. */
export function contentTexts(kind: ContentKind, data: unknown, schemas: Record<string, object>): TextNode[] {
  if (kind === 'translation') return [];
  return kind === 'form' ? formTexts(data) : schemaTexts(kind, data, schemas);
}
