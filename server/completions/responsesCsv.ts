import { stringify } from 'csv-stringify/sync';
import {
  type Content,
  type FlowContent,
  flowCatalogue,
  type Question,
  readPath,
  visibleControls,
} from '../../src/engine/index.ts';
import { isObject } from '../analysis/checkAnalysisRequest.ts';
import type { StoredResponse } from './responses.ts';

/**
 * One column per question of the flow's catalogue, in its order: every form field and
 * questionnaire question (follow-ups included), headed by its title, then each URL parameter the
 * flow declares, headed by its name. Computed values are worked out, not answered: no column.
 */
function answerColumns(content: Content, flow: FlowContent): Question[] {
  return flowCatalogue(content, flow).questions.filter((question) => question.source !== 'computed');
}

/** An answer as one cell: lists joined, a range as "min–max", anything else structured as JSON. */
function cell(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join('; ');
  if (isObject(value) && typeof value.min === 'number' && typeof value.max === 'number')
    return `${value.min}–${value.max}`;
  return JSON.stringify(value);
}

/**
 * A flow's responses as CSV (RFC 4180, by csv-stringify): the response id, when it came, the
 * score, then one column per question. Every cell a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe.
 */
export function responsesCsv(content: Content, flow: FlowContent, responses: readonly StoredResponse[]): string {
  const columns = answerColumns(content, flow);
  const header = ['Response', 'Submitted (UTC)', 'Score', ...columns.map((column) => column.title)];
  const rows = responses.map((response) => [
    response.id,
    response.createdAt.toISOString(),
    response.score === null ? '' : String(response.score),
    // A spreadsheet has no way to isolate a cell's direction: its hidden characters are written out.
    ...columns.map((column) => visibleControls(cell(readPath(response.answers, column.path)))),
  ]);
  // A bare line feed ends a row in spreadsheets as CRLF does, so any line break is quoted.
  return stringify([header, ...rows], {
    escape_formulas: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    bom: true,
  });
}
