import { isMap, isScalar, parseDocument, type Document } from 'yaml';
import type { ContentFile } from '../../src/checker/checkContent.ts';
import { contentKinds } from '../../src/checker/contentSchemas.ts';
import { didYouMean } from '../../src/checker/didYouMean.ts';
import { formatProblem } from '../../src/checker/problem.ts';
import { parseSource } from '../../src/checker/sourceFile.ts';
import { checkTranslations, type ParsedContentFile } from '../../src/checker/translations/checkTranslations.ts';
import { englishTexts, type EnglishFileTexts } from '../../src/checker/translations/englishTexts.ts';
import { placeholderDifference, textPlaceholders } from '../../src/checker/translations/placeholders.ts';
import { translationText } from '../../src/checker/translations/translationText.ts';
import { reconcileNode } from '../../src/checker/write/reconcileNode.ts';
import { yamlWriteOptions } from '../../src/checker/write/writeOptions.ts';
import {
  catalogTexts,
  catalogWith,
  textsToTranslate,
  type TextToTranslate,
} from '../../src/checker/translations/translationRows.ts';
import type { TranslatedRow } from './translationCsv.ts';

export interface ImportInput {
  /** The English content files (flows/, schemas/forms/, prompts/). */
  english: readonly ContentFile[];
  schemas: Record<string, object>;
  tag: string;
  /** translations/<tag>.yaml as problems name it, and its text now (undefined: not written yet). */
  translation: { file: string; text?: string };
  /** The sheet's name, for messages, and its rows. */
  sheet: string;
  rows: readonly TranslatedRow[];
}

export interface ImportResult {
  /** Why nothing was written: a row that cannot go in as it is, or the checker's error. Empty when accepted. */
  problems: string[];
  /** The translation file's text with the rows in: the same bytes when no row changed anything. */
  text?: string;
  /** Rows that changed an entry, rows left empty, and what the language still needs afterwards. */
  written: number;
  empty: number;
  remaining: TextToTranslate[];
}

/** Why one row cannot be written as it is, or undefined when it can. */
function rowProblem(row: TranslatedRow, texts: readonly EnglishFileTexts[], seen: Set<string>): string | undefined {
  const file = texts.find((entry) => entry.placedAt === row.file);
  if (!file) return `no English content file ${row.file}`;
  const english = file.texts.find((text) => text.key === row.place);
  if (!english) return `${row.file} has no text at ${row.place}`;
  const id = `${row.file} ${row.place}`;
  if (seen.has(id)) return `this text is on an earlier row too; keep one`;
  seen.add(id);
  if (row.from !== english.from)
    return `the English text changed after this sheet was exported; it now reads ${JSON.stringify(english.text)}: export again and translate that`;
  const { missing, extra } = placeholderDifference(textPlaceholders(english.text), textPlaceholders(row.translation));
  const named = (list: typeof missing) => list.map((placeholder) => placeholder.raw).join(', ');
  const [first] = extra;
  if (first)
    return `the placeholder ${named(extra)} is not in the English text${didYouMean(first.identity, missing.map((placeholder) => placeholder.identity))}`;
  if (missing.length > 0) return `the English text's placeholder ${named(missing)} is missing here`;
  return undefined;
}

/** A new translation file's language name: the language's name in itself (Español). */
function ownName(tag: string): string {
  const own = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  return own.charAt(0).toLocaleUpperCase(tag) + own.slice(1);
}

/**
 * The translation file with the rows written in, through the yaml Document API: an entry's `from`
 * and `text` change in place, a new entry lands after the one before it in the English order, a new
 * file's block after a blank line; comments, order and every other byte stay as they are.
 */
function writtenText(input: ImportInput, rows: readonly TranslatedRow[], english: readonly EnglishFileTexts[]): string {
  const { text } = input.translation;
  const given = catalogTexts(text);
  const texts = catalogWith(
    given,
    rows.map((row) => ({ file: row.file, place: row.place, from: row.from, text: row.translation })),
    english,
  );
  if (text === undefined) {
    const entries = Object.entries(texts).flatMap(([file, places]) =>
      Object.entries(places).map(([key, entry]) => ({ file, key, ...entry })),
    );
    return translationText({ name: ownName(input.tag), draft: true }, entries);
  }
  const doc: Document = parseDocument(text);
  doc.contents = reconcileNode(doc, doc.contents, { ...(doc.toJS() as object), texts });
  const files = doc.get('texts');
  if (isMap(files))
    files.items.forEach((pair, index) => {
      if (index > 0 && isScalar(pair.key) && !(String(pair.key.value) in given)) pair.key.spaceBefore = true;
    });
  const written = doc.toString(yamlWriteOptions);
  // Nothing changed: the file as it was, byte for byte, whatever the writer would have made of it.
  return JSON.stringify(catalogTexts(written)) === JSON.stringify(given) ? text : written;
}

function parsed(files: readonly ContentFile[]): ParsedContentFile[] {
  return files.flatMap(({ file, text, placedAt = file }) => {
    const { source } = parseSource(file, text);
    const kind = contentKinds.find((known) => known === (source?.data as { kind?: unknown } | null)?.kind);
    return source && kind ? [{ source, kind, placedAt }] : [];
  });
}

/**
 * A translators' sheet written back into translations/<tag>.yaml. Every filled row is checked first
 * (its text exists, its English is the one it was exported with, its placeholders are the English
 * text's); one bad row and nothing is written. Empty rows are left for later. The file that results
 * goes through the checker's translation rules, and any error there refuses it too.
 */
export function applyTranslations(input: ImportInput): ImportResult {
  const english = englishTexts(input.english, input.schemas);
  const filled = input.rows.filter((row) => row.translation.trim() !== '');
  const seen = new Set<string>();
  const problems = filled.flatMap((row) => {
    const problem = rowProblem(row, english, seen);
    return problem ? [`${input.sheet} row ${row.row} (${row.file} ${row.place}): ${problem}`] : [];
  });
  const empty = input.rows.length - filled.length;
  if (problems.length > 0) return { problems, written: 0, empty, remaining: [] };

  const text = writtenText(input, filled, english);
  const translationFile = { file: input.translation.file, text, placedAt: `translations/${input.tag}.yaml` };
  const errors = checkTranslations(parsed([...input.english, translationFile]), input.schemas)
    .problems.filter((problem) => problem.file === input.translation.file && problem.severity !== 'warning')
    .map((problem) => `${formatProblem(problem)} (in the file as it would be written)`);
  if (errors.length > 0) return { problems: errors, written: 0, empty, remaining: [] };

  const before = catalogTexts(input.translation.text);
  const written = filled.filter((row) => {
    const entry = before[row.file]?.[row.place];
    return entry?.from !== row.from || entry.text !== row.translation;
  }).length;
  return { problems: [], text, written, empty, remaining: textsToTranslate(english, catalogTexts(text)) };
}
