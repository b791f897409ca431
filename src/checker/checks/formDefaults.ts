import Ajv, { type ErrorObject } from 'ajv';
import { declaredProperties } from '../../engine/forms/declaredProperties.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import type { ContentCheck } from './context.ts';

// Draft-07 like the form validator; formats are the form's business at run time, not the default's.
const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false });

function describe(value: unknown, error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const shown = JSON.stringify(value);
  switch (error.keyword) {
    case 'minimum':
    case 'exclusiveMinimum':
      return `default ${shown} is below the field's ${error.keyword} ${String(params.limit)}`;
    case 'maximum':
    case 'exclusiveMaximum':
      return `default ${shown} is above the field's ${error.keyword} ${String(params.limit)}`;
    case 'enum':
    case 'const':
    case 'oneOf':
      return `default ${shown} is not one of the field's choices`;
    default:
      return `default ${shown} ${error.message ?? `fails ${error.keyword}`}${error.instancePath ? ` (at ${error.instancePath})` : ''}`;
  }
}

/** A field's `default` is a value the field accepts: the form would otherwise open already wrong. */
export const checkFormDefaults: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source) continue;
    for (const property of declaredProperties(form.schema)) {
      if (!('default' in property.schema)) continue;
      const { default: value, ...schema } = property.schema;
      let errors: ErrorObject[];
      try {
        const validate = ajv.compile(schema);
        errors = validate(value) ? [] : (validate.errors ?? []);
      } catch (error) {
        report(source, ['schema', ...property.at], `the field's schema does not compile: ${(error as Error).message}`);
        continue;
      }
      // rjsf fills a list shorter than its minItems with its items' default: that list opens complete.
      const padded = Array.isArray(value) && isRecord(schema.items) && 'default' in schema.items;
      const relevant = errors.filter((error) => !(padded && error.keyword === 'minItems' && error.instancePath === ''));
      // A `oneOf` of consts reports each branch's `const`; the choice as a whole is what failed.
      const first = relevant.find((error) => error.keyword === 'oneOf' || error.keyword === 'enum') ?? relevant[0];
      if (first) report(source, ['schema', ...property.at, 'default'], describe(value, first));
    }
  }
};
