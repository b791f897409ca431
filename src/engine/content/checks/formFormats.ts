import { formatNames } from '../../forms/formatNames.ts';
import { isRecord } from '../../forms/isRecord.ts';
import { didYouMean } from '../didYouMean.ts';
import type { PathSegment } from '../problem.ts';
import type { ContentCheck } from './context.ts';

/** Keywords whose values are data, not schemas: a `format` key inside them is an answer's. */
const dataKeywords = new Set(['default', 'const', 'enum', 'examples']);

/** Where each `format` keyword of a schema sits, with its value. */
function formatsIn(node: unknown, at: PathSegment[] = []): [PathSegment[], unknown][] {
  if (Array.isArray(node)) return node.flatMap((item, index) => formatsIn(item, [...at, index]));
  if (!isRecord(node)) return [];
  return Object.entries(node).flatMap(([key, value]): [PathSegment[], unknown][] => {
    if (dataKeywords.has(key)) return [];
    // Under `properties` a key is a field's name, so a field called "format" is a schema like any other.
    if (key === 'format' && at[at.length - 1] !== 'properties') return [[[...at, key], value]];
    return formatsIn(value, [...at, key]);
  });
}

/** Every `format` of a form names one the validator checks; ajv ignores any other, and the field goes unchecked. */
export const checkFormFormats: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const [at, value] of formatsIn(form.schema)) {
      if (typeof value !== 'string' || formatNames.includes(value)) continue;
      const hint = didYouMean(value, formatNames) || ` (formats: ${formatNames.join(', ')})`;
      report(source, ['schema', ...at], `format "${value}" is not one the validator checks${hint}`);
    }
  }
};
