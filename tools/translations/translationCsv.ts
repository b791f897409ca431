import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { canonicalTag } from '../../src/checker/translations/languages.ts';
import type { TextToTranslate } from '../../src/checker/translations/translationRows.ts';

/**
 * The translators' sheet: one row per text, RFC 4180 CSV (csv-stringify and csv-parse), UTF-8 with
 * a byte-order mark so spreadsheets read accents right. The last column is headed by the language's
 * tag (`es`) and is the one a translator fills; every other column is context, read back to check.
 */
const contextColumns = ['file', 'place', 'status', 'from', 'en', 'previous'] as const;

/** One row read back: what the translator wrote for one text, and where it is in the sheet. */
export interface TranslatedRow {
  /** The row as a spreadsheet numbers it: the header is row 1. */
  row: number;
  file: string;
  place: string;
  from: string;
  translation: string;
}

/** The sheet for `tag`, listing `texts` with an empty column for their translations. */
export function writeTranslationCsv(tag: string, texts: readonly TextToTranslate[]): string {
  return stringify(
    texts.map((text) => [text.file, text.place, text.status, text.from, text.english, text.previous ?? '', '']),
    { bom: true, header: true, columns: [...contextColumns, tag] },
  );
}

/** A sheet read back: its language and rows, or what makes it not a translators' sheet. */
export function readTranslationCsv(text: string): { tag: string; rows: TranslatedRow[] } | { problem: string } {
  let records: string[][];
  try {
    records = parse(text, { bom: true, relax_column_count: false });
  } catch (error) {
    return { problem: `not a CSV file this tool can read: ${(error as Error).message}` };
  }
  const [header = [], ...body] = records;
  const tag = header[contextColumns.length];
  const expected = [...contextColumns, tag ?? '<language>'];
  if (header.length !== expected.length || contextColumns.some((column, index) => header[index] !== column))
    return { problem: `its first row must be the headings ${expected.join(',')}; it is ${header.join(',')}` };
  if (!tag || canonicalTag(tag) !== tag)
    return { problem: `the last heading must be the language's tag (such as es or pt-BR); it is "${tag ?? ''}"` };
  const rows = body.map(([file = '', place = '', , from = '', , , translation = ''], index) => ({
    row: index + 2,
    file,
    place,
    from,
    // A spreadsheet may save line breaks inside a cell as CRLF; the content files use LF.
    translation: translation.replace(/\r\n?/g, '\n'),
  }));
  return { tag, rows };
}
