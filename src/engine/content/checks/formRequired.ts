import { declaredProperties } from '../../forms/declaredProperties.ts';
import { isRecord } from '../../forms/isRecord.ts';
import { didYouMean } from '../didYouMean.ts';
import type { PathSegment } from '../problem.ts';
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
    const visit = (part: unknown, at: PathSegment[]): void => {
      if (!isRecord(part)) return;
      if (Array.isArray(part.required)) {
        part.required.forEach((name, index) => {
          if (typeof name === 'string' && !names.includes(name))
            report(
              source,
              [...at, 'required', index],
              `"${name}" is required but is no property of this form, so the form could never be submitted${didYouMean(name, names)}`,
            );
        });
      }
      for (const key of ['then', 'else'] as const) visit(part[key], [...at, key]);
      if (Array.isArray(part.allOf)) part.allOf.forEach((branch, index) => visit(branch, [...at, 'allOf', index]));
    };
    visit(form.schema, ['schema']);
  }
};
