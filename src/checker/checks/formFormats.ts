import { formatNames } from '../../engine/forms/formatNames.ts';
import { didYouMean } from '../didYouMean.ts';
import type { ContentCheck } from './context.ts';
import { keywordsIn } from './keywordsIn.ts';

/**
 * Why a file field is refused (docs/forms-files.md): rjsf would store the whole file as a data
 * URL in the answers, which live in the browser session (a few MB for everything) and reach an
 * AI prompt as text.
 */
const fileRefusal =
  'a file upload ("format": "data-url") needs custom code the app does not have: a file widget, and somewhere to keep files other than the answers (which live in the browser session and reach the AI prompt as text); ask for a link instead ("format": "uri")';

/** Every `format` of a form names one the validator checks; ajv ignores any other, and the field goes unchecked. */
export const checkFormFormats: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const [at, value] of keywordsIn(form.schema, 'format')) {
      if (value === 'data-url') {
        report(source, ['schema', ...at], fileRefusal);
        continue;
      }
      if (typeof value !== 'string' || formatNames.includes(value)) continue;
      const hint = didYouMean(value, formatNames) || ` (formats: ${formatNames.join(', ')})`;
      report(source, ['schema', ...at], `format "${value}" is not one the validator checks${hint}`);
    }
  }
};
