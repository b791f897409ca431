/**
 * The translators' round trip (npm run translations:export / translations:import) over fixture
 * content: the collect-flow fixture's English and a Spanish translation of it, part done
 * (tests/fixtures/translation-sheet/translations/es.yaml: texts current, one stale, one out of the
 * English order, comments and blank lines). The sheet lists what needs work; writing it back
 * changes nothing when nothing was filled, and only the filled entries when something was.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ContentFile } from '../../../src/checker/checkContent.ts';
import { checkTranslations } from '../../../src/checker/translations/checkTranslations.ts';
import { englishTexts } from '../../../src/checker/translations/englishTexts.ts';
import { readContentFiles, readContentSchemas } from '../../../tools/content/readContent.ts';
import { applyTranslations, type ImportInput } from '../../../tools/translations/applyTranslations.ts';
import { catalogTexts, textsToTranslate } from '../../../src/checker/translations/translationRows.ts';
import { readTranslationCsv, writeTranslationCsv, type TranslatedRow } from '../../../tools/translations/translationCsv.ts';
import { parseSource } from '../../../src/checker/sourceFile.ts';

const root = resolve(import.meta.dirname, '../../..');
const schemas = readContentSchemas(root);
const english = readContentFiles(resolve(root, 'tests/fixtures/collect-flow'));
const catalogFile = 'tests/fixtures/translation-sheet/translations/es.yaml';
const catalog = readFileSync(resolve(root, catalogFile), 'utf8');
const texts = englishTexts(english, schemas);
/** A stand-in for a translator's work: the English marked, its placeholders kept. */
const pseudo = (text: string) => `«${text}»`;

/** The sheet `npm run translations:export -- es` writes for a catalog's text (null: no catalog yet). */
function exported(text: string | null = catalog): string {
  return writeTranslationCsv('es', textsToTranslate(texts, catalogTexts(text ?? undefined)));
}

function rowsOf(sheet: string): TranslatedRow[] {
  const read = readTranslationCsv(sheet);
  if ('problem' in read) throw new Error(read.problem);
  expect(read.tag).toBe('es');
  return read.rows;
}

/** What `npm run translations:import` makes of the rows over a catalog's text (null: no catalog yet). */
function imported(rows: readonly TranslatedRow[], text: string | null = catalog) {
  const input: ImportInput = {
    english,
    schemas,
    tag: 'es',
    translation: { file: catalogFile, ...(text === null ? {} : { text }) },
    sheet: 'es.csv',
    rows,
  };
  return applyTranslations(input);
}

const filled = (rows: readonly TranslatedRow[]) =>
  rows.map((row) => {
    const text = texts.find((file) => file.placedAt === row.file)?.texts.find((node) => node.key === row.place);
    return { ...row, translation: pseudo(text?.text ?? '') };
  });

/** The checker's translation findings for the English fixture with `text` as the Spanish catalog. */
function checked(text: string): string[] {
  const files: ContentFile[] = [...english, { file: catalogFile, text, placedAt: 'translations/es.yaml' }];
  const parsed = files.flatMap(({ file, text: content, placedAt = file }) => {
    const { source } = parseSource(file, content);
    const kind = (source?.data as { kind: 'flow' | 'form' | 'analysis' | 'translation' }).kind;
    return source ? [{ source, kind, placedAt }] : [];
  });
  return checkTranslations(parsed, schemas).problems.map((problem) => `${problem.path}: ${problem.message}`);
}

describe('translations:export', () => {
  it('lists the missing and stale texts in the English order, with their place, fingerprint and English', () => {
    const needed = textsToTranslate(texts, catalogTexts(catalog));
    const all = texts.flatMap((file) => file.texts);
    expect(needed).toHaveLength(all.length - 3);
    expect(needed[0]).toEqual({
      file: 'flows/feedback.yaml',
      place: 'collect.consent',
      status: 'missing',
      from: 'agqdicr',
      english: all.find((text) => text.key === 'collect.consent')?.text,
    });
    expect(needed.find((text) => text.status === 'stale')).toEqual({
      file: 'flows/feedback.yaml',
      place: 'screens.contact.title',
      status: 'stale',
      from: 'bwwmubl',
      english: 'About You',
      previous: 'Sobre ti (antiguo)',
    });
    expect(needed.map((text) => text.file)).toEqual([...needed.map((text) => text.file)].sort(byFileOrder));
  });

  it('writes a sheet a spreadsheet reads: a byte-order mark, headings, every text (line breaks, quotes, commas) read back as written', () => {
    const sheet = exported();
    expect(sheet.startsWith('\uFEFFfile,place,status,from,en,previous,es\n')).toBe(true);
    const rows = rowsOf(sheet);
    const needed = textsToTranslate(texts, catalogTexts(catalog));
    expect(rows.map(({ file, place, from }) => ({ file, place, from }))).toEqual(
      needed.map(({ file, place, from }) => ({ file, place, from })),
    );
    expect(rows.every((row) => row.translation === '')).toBe(true);
    const template = needed.find((text) => text.place === 'template');
    expect(template?.english).toContain('\n');
    expect(sheet).toContain(`"${template?.english.replaceAll('"', '""') ?? ''}"`);
  });

  it('has nothing to list once every text is translated and current', () => {
    const { text } = imported(filled(rowsOf(exported())));
    expect(textsToTranslate(texts, catalogTexts(text))).toEqual([]);
    expect(rowsOf(exported(text))).toEqual([]);
  });
});

describe('translations:import', () => {
  it('gives back the file byte for byte when nothing was filled in', () => {
    const result = imported(rowsOf(exported()));
    expect(result.problems).toEqual([]);
    expect(result.text).toBe(catalog);
    expect(result.written).toBe(0);
    expect(result.empty).toBe(textsToTranslate(texts, catalogTexts(catalog)).length);
  });

  it('gives back the file byte for byte when the rows restate what it holds', () => {
    const given = catalogTexts(catalog);
    const rows = Object.entries(given).flatMap(([file, places]) =>
      Object.entries(places)
        .filter(([place]) => place !== 'screens.contact.title')
        .map(([place, entry], index) => ({ row: index + 2, file, place, from: entry.from, translation: entry.text })),
    );
    expect(rows).toHaveLength(3);
    const result = imported(rows);
    expect(result.text).toBe(catalog);
    expect(result.written).toBe(0);
  });

  it('writes the filled rows in, in the English order, and changes nothing else', () => {
    const result = imported(filled(rowsOf(exported())));
    expect(result.problems).toEqual([]);
    const text = result.text ?? '';
    expect(result.written).toBe(textsToTranslate(texts, catalogTexts(catalog)).length);
    expect(result.remaining).toEqual([]);
    expect(checked(text)).toEqual([]);

    // Every line of the file as it was is still there, in order, but the stale entry's two lines.
    const kept = catalog.split('\n').filter((line) => !/aaaaaaa|Sobre ti \(antiguo\)/.test(line));
    const lines = text.split('\n');
    let at = 0;
    for (const line of kept) {
      at = lines.indexOf(line, at);
      expect(at, line).toBeGreaterThanOrEqual(0);
      at += 1;
    }
    expect(text).toContain('    screens.contact.title:\n      from: bwwmubl\n      text: «About You»\n');
    // A new text lands after the one before it in the English: the consent after the card's description.
    expect(text.indexOf('collect.consent:')).toBeGreaterThan(text.indexOf('card.description:'));
    // A new file's block follows the English order, after a blank line as the others are.
    expect(text).toMatch(/\n\n {2}schemas\/forms\/feedback-contact\.json:\n/);
    expect(text.indexOf('schemas/forms/feedback-contact.json:')).toBeLessThan(text.indexOf('prompts/feedback.yaml:'));
    // Importing the same sheet again changes nothing.
    expect(imported(filled(rowsOf(exported())), text).text).toBe(text);
  });

  it('writes a new catalog, as a draft named in its language, when the language has none yet', () => {
    const result = imported(filled(rowsOf(exported(null))), null);
    expect(result.problems).toEqual([]);
    expect(result.text).toMatch(/^# yaml-language-server: .*\n+kind: translation\nname: Español\ndraft: true\n/);
    expect(checked(result.text ?? '')).toEqual([]);
  });

  it('refuses a sheet with a changed placeholder, a text whose English changed since, or a place that does not exist, and writes nothing', () => {
    const rows = filled(rowsOf(exported()));
    const failed = rows.find((row) => row.place === 'precheck[0].message') ?? rows[0];
    const consent = rows.find((row) => row.place === 'collect.consent') ?? rows[0];
    const broken = rows.map((row) => {
      if (row === failed) return { ...row, translation: row.translation.replace('{missing}', '{misssing}') };
      if (row === consent) return { ...row, from: 'aaaaaaa' };
      return row;
    });
    const result = imported([...broken, { row: 99, file: 'flows/feedback.yaml', place: 'card.titel', from: 'x', translation: 'y' }]);
    expect(result.text).toBeUndefined();
    expect(result.problems).toEqual([
      `es.csv row ${consent?.row ?? 0} (flows/feedback.yaml collect.consent): the English text changed after this sheet was exported; it now reads ${JSON.stringify(texts[0]?.texts.find((text) => text.key === 'collect.consent')?.text)}: export again and translate that`,
      `es.csv row ${failed?.row ?? 0} (prompts/feedback.yaml precheck[0].message): the placeholder {misssing} is not in the English text (did you mean "{missing}"?)`,
      'es.csv row 99 (flows/feedback.yaml card.titel): flows/feedback.yaml has no text at card.titel',
    ]);
  });

  it('refuses a file that is not a translators sheet, naming the headings it expects', () => {
    expect(readTranslationCsv('file,place\nflows/a.yaml,title\n')).toEqual({
      problem: 'its first row must be the headings file,place,status,from,en,previous,<language>; it is file,place',
    });
    expect(readTranslationCsv('file,place,status,from,en,previous,spanish\n')).toEqual({
      problem: `the last heading must be the language's tag (such as es or pt-BR); it is "spanish"`,
    });
  });
});

function byFileOrder(a: string, b: string): number {
  const order = texts.map((file) => file.placedAt);
  return order.indexOf(a) - order.indexOf(b);
}
