import { formatNames } from '../../forms/formatNames.ts';
import { didYouMean } from '../didYouMean.ts';
import type { ContentCheck } from './context.ts';
import { keywordsIn } from './keywordsIn.ts';

/** Every `format` of a form names one the validator checks; ajv ignores any other, and the field goes unchecked. */
export const checkFormFormats: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const [at, value] of keywordsIn(form.schema, 'format')) {
      if (typeof value !== 'string' || formatNames.includes(value)) continue;
      const hint = didYouMean(value, formatNames) || ` (formats: ${formatNames.join(', ')})`;
      report(source, ['schema', ...at], `format "${value}" is not one the validator checks${hint}`);
    }
  }
};
