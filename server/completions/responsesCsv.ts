import { stringify } from 'csv-stringify/sync';
import { type Content, declaredProperties, type FlowContent, visibleControls } from '../../src/engine/index.ts';
import { isObject } from '../analysis/checkAnalysisRequest.ts';
import type { StoredResponse } from './responses.ts';

/** One CSV column: its heading and where its value sits in a stored response. */
interface Column {
  heading: string;
  store: string;
  /** A questionnaire keeps its answers under `answers`; a form keeps its fields at the top. */
  nested: boolean;
  key: string;
}

/**
 * One column per form field and questionnaire step of the flow, in screen order, headed by its
 * title, then one per URL parameter the flow declares, headed by its name.
 */
function answerColumns(content: Content, flow: FlowContent): Column[] {
  const params = Object.keys(flow.params ?? {}).map((name) => ({
    heading: name,
    store: 'params',
    nested: false,
    key: name,
  }));
  return [...screenColumns(content, flow), ...params];
}

function screenColumns(content: Content, flow: FlowContent): Column[] {
  return flow.screens.flatMap((screen): Column[] => {
    if (screen.type === 'questionnaire')
      return screen.steps.map((step) => ({ heading: step.title, store: screen.store, nested: true, key: step.id }));
    if (screen.type !== 'form') return [];
    const form = content.forms[screen.form];
    return declaredProperties(form?.schema).map((property) => ({
      heading: typeof property.schema.title === 'string' ? property.schema.title : property.name,
      store: screen.store,
      nested: false,
      key: property.name,
    }));
  });
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

function valueAt(response: StoredResponse, column: Column): unknown {
  const stored = response.answers[column.store];
  if (!isObject(stored)) return undefined;
  const holder = column.nested ? stored.answers : stored;
  return isObject(holder) ? holder[column.key] : undefined;
}

/**
 * A flow's responses as CSV (RFC 4180, by csv-stringify): the response id, when it came, the
 * score, then one column per question. Every cell a spreadsheet would read as a formula
 * (starting with =, +, -, @, a tab or a carriage return) is prefixed with an apostrophe.
 */
export function responsesCsv(content: Content, flow: FlowContent, responses: readonly StoredResponse[]): string {
  const columns = answerColumns(content, flow);
  const header = ['Response', 'Submitted (UTC)', 'Score', ...columns.map((column) => column.heading)];
  const rows = responses.map((response) => [
    response.id,
    response.createdAt.toISOString(),
    response.score === null ? '' : String(response.score),
    // A spreadsheet has no way to isolate a cell's direction: its hidden characters are written out.
    ...columns.map((column) => visibleControls(cell(valueAt(response, column)))),
  ]);
  // A bare line feed ends a row in spreadsheets as CRLF does, so any line break is quoted.
  return stringify([header, ...rows], {
    escape_formulas: true,
    record_delimiter: 'windows',
    quoted_match: /[\r\n]/,
    bom: true,
  });
}
