import { stringify } from 'csv-stringify/sync';
import {
  answerText,
  type Content,
  type FlowContent,
  flowCatalogue,
  type Question,
  readPath,
  storedText,
  visibleControls,
} from '../../src/engine/index.ts';
import type { StoredResponse } from './responses.ts';

/** How answers are written: as the person chose them (option labels, formatted numbers) or as stored (codes). */
export type CsvValues = 'labels' | 'codes';

/**
 * One column per question of the flow's catalogue, in its order: every form field and
 * questionnaire question (follow-ups included), headed by its title, then each URL parameter the
 * flow declares, headed by its name. Computed values are worked out, not answered: no column.
 */
function answerColumns(content: Content, flow: FlowContent): Question[] {
  return flowCatalogue(content, flow).questions.filter((question) => question.source !== 'computed');
}

function cell(question: Question, value: unknown, values: CsvValues): string {
  if (value === undefined || value === null) return '';
  return values === 'codes' ? storedText(value) : answerText(question, value);
}

/**
 * A flow's responses as CSV (RFC 4180, by csv-stringify): the response id, when it came, the
 * score, then one column per question, each answer by its labels (or, with `codes`, as stored).
 * Every cell a spreadsheet would read as a formula (starting with =, +, -, @, a tab or a
 * carriage return) is prefixed with an apostrophe.
 */
export function responsesCsv(
  content: Content,
  flow: FlowContent,
  responses: readonly StoredResponse[],
  values: CsvValues = 'labels',
): string {
  const columns = answerColumns(content, flow);
  const header = ['Response', 'Submitted (UTC)', 'Score', ...columns.map((column) => column.title)];
  const rows = responses.map((response) => [
    response.id,
    response.createdAt.toISOString(),
    response.score === null ? '' : String(response.score),
    // A spreadsheet has no way to isolate a cell's direction: its hidden characters are written out.
    ...columns.map((column) => visibleControls(cell(column, readPath(response.answers, column.path), values))),
  ]);
  // A bare line feed ends a row in spreadsheets as CRLF does, so any line break is quoted.
  return stringify([header, ...rows], {
    escape_formulas: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    bom: true,
  });
}
