import { declaredProperties } from '../../engine/forms/declaredProperties.ts';
import { objectBranches } from '../../engine/forms/objectBranches.ts';
import { didYouMean } from '../didYouMean.ts';
import type { ContentCheck } from './context.ts';

/**
 * `required`, in the schema and in every conditional branch, names declared properties: a name
 * nobody can fill in would keep the submit button disabled forever.
 */
export const checkFormRequired: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    const names = declaredProperties(form.schema).map((property) => property.name);
    for (const { part, at } of objectBranches(form.schema)) {
      if (!Array.isArray(part.required)) continue;
      part.required.forEach((name, index) => {
        if (typeof name === 'string' && !names.includes(name))
          report(
            source,
            ['schema', ...at, 'required', index],
            `"${name}" is required but is no property of this form, so the form could never be submitted${didYouMean(name, names)}`,
          );
      });
    }
  }
};
