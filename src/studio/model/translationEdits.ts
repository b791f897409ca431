import type { EnglishFileTexts } from '../../checker/translations/englishTexts.ts';
import { catalogWith, type CatalogTexts, type PlacedEntry } from '../../checker/translations/translationRows.ts';
import { isPlainObject } from './jsonSchema.ts';

/** A translation file's language, from its name: translations/pt-BR.yaml gives pt-BR. */
export function translationTag(file: string): string {
  return /([^/]+)\.yaml$/.exec(file)?.[1] ?? file;
}

/** The texts of a translation file's data as the Studio holds it (none while it has no `texts` map). */
export function catalogOf(data: unknown): CatalogTexts {
  return isPlainObject(data) && isPlainObject(data.texts) ? (data.texts as CatalogTexts) : {};
}

/**
 * The translation file's `texts` with one entry written in the English order (as the import writes
 * it); an empty text removes the entry, so the text reads as missing again rather than blank.
 */
export function textsWithEntry(data: unknown, entry: PlacedEntry, english: readonly EnglishFileTexts[]): CatalogTexts {
  const given = catalogOf(data);
  if (entry.text.trim() !== '') return catalogWith(given, [entry], english);
  const { [entry.place]: _removed, ...rest } = given[entry.file] ?? {};
  const { [entry.file]: _file, ...others } = given;
  return Object.keys(rest).length > 0 ? catalogWith({ ...others, [entry.file]: rest }, [], english) : others;
}
