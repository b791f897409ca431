import { parse } from 'yaml';
import type { EnglishFileTexts } from './englishTexts.ts';

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

/** An English text beside its translation, whatever state the translation is in: what the Studio lists. */
export type TranslationRow =
  | TextToTranslate
  | { file: string; place: string; status: 'translated'; from: string; english: string; translation: string };

/**
 * Every English text with its translation's state, in the order the English files hold them:
 * missing where the translation has no entry, stale where its entry was made from another English
 * (its `from` is not the English text's fingerprint now), translated otherwise.
 */
export function translationRows(english: readonly EnglishFileTexts[], texts: CatalogTexts): TranslationRow[] {
  return english.flatMap(({ placedAt, texts: nodes }) =>
    nodes.map((node): TranslationRow => {
      const entry = texts[placedAt]?.[node.key];
      const base = { file: placedAt, place: node.key, from: node.from, english: node.text };
      if (!entry) return { ...base, status: 'missing' };
      if (entry.from !== node.from) return { ...base, status: 'stale', previous: entry.text };
      return { ...base, status: 'translated', translation: entry.text };
    }),
  );
}

/** The texts that need work in a language (missing and stale): what `npm run translations:export` lists. */
export function textsToTranslate(english: readonly EnglishFileTexts[], texts: CatalogTexts): TextToTranslate[] {
  return translationRows(english, texts).filter((row): row is TextToTranslate => row.status !== 'translated');
}

/** One translation to write: the English file and place it belongs to, and the entry. */
export interface PlacedEntry extends CatalogEntry {
  file: string;
  place: string;
}

/**
 * The catalog with `entries` written in, each English file's texts in the English order (entries
 * it does not know kept after them, files it does not know kept last), so the import and the Studio
 * write the same file the same way.
 */
export function catalogWith(
  given: CatalogTexts,
  entries: readonly PlacedEntry[],
  english: readonly EnglishFileTexts[],
): CatalogTexts {
  const wanted = new Map(entries.map((entry) => [`${entry.file}\n${entry.place}`, entry]));
  const merged: CatalogTexts = {};
  for (const { placedAt, texts } of english) {
    const placed: CatalogTexts[string] = {};
    for (const { key } of texts) {
      const entry = wanted.get(`${placedAt}\n${key}`);
      const kept = entry ? { from: entry.from, text: entry.text } : given[placedAt]?.[key];
      if (kept) placed[key] = kept;
    }
    Object.assign(placed, Object.fromEntries(Object.entries(given[placedAt] ?? {}).filter(([key]) => !(key in placed))));
    if (Object.keys(placed).length > 0) merged[placedAt] = placed;
  }
  return { ...merged, ...Object.fromEntries(Object.entries(given).filter(([file]) => !(file in merged))) };
}
