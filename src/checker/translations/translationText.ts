import { Document } from 'yaml';
import { yamlWriteOptions } from '../write/writeOptions.ts';

/** One translated text as a translation file holds it. */
export interface TranslationEntry {
  /** The English file, as it sits in its content root: flows/founder.yaml. */
  file: string;
  /** The text's place in it: screens.canvas.steps.problem.title. */
  key: string;
  /** The fingerprint of the English it was made from. */
  from: string;
  text: string;
}

/** A new translation file's text (translations/<tag>.yaml) holding `entries`, grouped by file in their order. */
export function translationText(
  header: { name: string; draft?: boolean },
  entries: readonly TranslationEntry[],
): string {
  const texts: Record<string, Record<string, { from: string; text: string }>> = {};
  for (const { file, key, from, text } of entries) (texts[file] ??= {})[key] = { from, text };
  const doc = new Document({ kind: 'translation', name: header.name, ...(header.draft ? { draft: true } : {}), texts });
  doc.commentBefore = ' yaml-language-server: $schema=../schemas/content/translation.schema.json';
  return doc.toString(yamlWriteOptions);
}
