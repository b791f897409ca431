import type { ContentFile } from '../checkContent.ts';
import { contentKinds, type ContentKind } from '../contentSchemas.ts';
import { parseSource } from '../sourceFile.ts';
import { contentTexts } from './contentTexts.ts';
import { fingerprint } from './fingerprint.ts';
import type { TextNode } from './textNode.ts';

/** An English text with the fingerprint a translation of it records. */
export type EnglishText = TextNode & { from: string };

/** One English content file's texts, in the order they are written. */
export interface EnglishFileTexts {
  /** Where the file is, as problems name it. */
  file: string;
  /** Where it sits in its content root: how a translation names it (flows/founder.yaml). */
  placedAt: string;
  kind: ContentKind;
  texts: EnglishText[];
}

/**
 * The texts of the English content files among `files`, each with its place and fingerprint: what
 * a translation gives, what the export lists and what the Studio shows beside a translation. A
 * file that does not parse, or has no known kind, is left out (the checker names it).
 */
export function englishTexts(files: readonly ContentFile[], schemas: Record<string, object>): EnglishFileTexts[] {
  return files.flatMap(({ file, text, placedAt = file }) => {
    const { source } = parseSource(file, text);
    const kind = (source?.data as { kind?: unknown } | undefined)?.kind;
    const known = contentKinds.find((candidate) => candidate === kind);
    if (!source || !known || known === 'translation') return [];
    const texts = contentTexts(known, source.data, schemas).map((node) => ({ ...node, from: fingerprint(node.text) }));
    return [{ file, placedAt, kind: known, texts }];
  });
}
