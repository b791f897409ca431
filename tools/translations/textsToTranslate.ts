import { parse } from 'yaml';
import type { EnglishFileTexts } from '../../src/checker/translations/englishTexts.ts';

/** One translated text as translations/<tag>.yaml holds it. */
export interface CatalogEntry {
  from: string;
  text: string;
}

/** A translation file's texts: per English file (flows/founder.yaml), per place in it. */
export type CatalogTexts = Record<string, Record<string, CatalogEntry>>;

/** One text a translator has to work on, with what they need to do it. */
export interface TextToTranslate {
  /** The English file, as a translation names it: flows/founder.yaml. */
  file: string;
  /** The text's place in that file: screens.canvas.steps.problem.title. */
  place: string;
  /** Missing: never translated. Stale: translated from an English text that has changed since. */
  status: 'missing' | 'stale';
  /** The fingerprint of the English now: what the translation records once it is made from it. */
  from: string;
  english: string;
  /** A stale text's translation as it stands, made from the earlier English. */
  previous?: string;
}

/** The texts a translation file gives (none when it does not exist or does not parse as a catalog). */
export function catalogTexts(translationText: string | undefined): CatalogTexts {
  if (translationText === undefined) return {};
  const data = parse(translationText) as { texts?: unknown } | null;
  const texts = data?.texts;
  return typeof texts === 'object' && texts !== null ? (texts as CatalogTexts) : {};
}

/**
 * Every English text that needs work in a language, in the order the English files hold them:
 * missing where the translation has no entry, stale where its entry was made from another English
 * (its `from` is not the English text's fingerprint now). What `npm run translations:export` lists.
 */
export function textsToTranslate(english: readonly EnglishFileTexts[], texts: CatalogTexts): TextToTranslate[] {
  return english.flatMap(({ placedAt, texts: nodes }) =>
    nodes.flatMap((node): TextToTranslate[] => {
      const entry = texts[placedAt]?.[node.key];
      const base = { file: placedAt, place: node.key, from: node.from, english: node.text };
      if (!entry) return [{ ...base, status: 'missing' }];
      if (entry.from !== node.from) return [{ ...base, status: 'stale', previous: entry.text }];
      return [];
    }),
  );
}
