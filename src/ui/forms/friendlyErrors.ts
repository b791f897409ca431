import type { RJSFValidationError } from '@rjsf/utils';
import { isRecord } from '../../engine/forms/isRecord.ts';
import type { FormErrorTransformer } from './types.ts';

/** The schema of the property an error's dotted path (e.g. `.industries`) points at, if it can be found. */
function propertyAt(schema: object, path: string[]): Record<string, unknown> | undefined {
  let node: unknown = schema;
  for (const name of path) {
    if (!isRecord(node)) return undefined;
    const own = isRecord(node.properties) ? node.properties[name] : undefined;
    const conditional = isRecord(node.then) && isRecord(node.then.properties) ? node.then.properties[name] : undefined;
    node = own ?? conditional;
  }
  return isRecord(node) ? node : undefined;
}

function isChoice(schema: Record<string, unknown> | undefined): boolean {
  return (
    schema !== undefined && (Array.isArray(schema.enum) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf))
  );
}

function numberParam(error: RJSFValidationError, key: string): number | undefined {
  const params: unknown = error.params;
  if (!isRecord(params)) return undefined;
  const value = params[key];
  return typeof value === 'number' ? value : undefined;
}

function message(error: RJSFValidationError, schema: object): string | undefined {
  const params: unknown = error.params;
  const missing = isRecord(params) && typeof params.missingProperty === 'string' ? params.missingProperty : undefined;
  const path = (error.property ?? '').split('.').filter(Boolean);
  switch (error.name) {
    case 'required': {
      const field = propertyAt(schema, missing && path.at(-1) !== missing ? [...path, missing] : path);
      if (field?.type === 'array') return 'Choose at least one option.';
      return isChoice(field) ? 'Choose an option.' : 'This field is required.';
    }
    case 'minLength':
      return numberParam(error, 'limit') === 1 ? 'This field is required.' : undefined;
    case 'pattern':
      return isRecord(params) && params.pattern === '\\S' ? 'Enter some text, not just spaces.' : undefined;
    case 'minItems': {
      const limit = numberParam(error, 'limit') ?? 1;
      return limit === 1 ? 'Choose at least one option.' : `Choose at least ${limit} options.`;
    }
    case 'enum':
    case 'const':
    case 'oneOf':
    case 'anyOf':
      return 'Choose one of the options.';
    default:
      return undefined;
  }
}

/** An rjsf transformErrors for `schema` that words ajv's messages for people ("This field is required."). */
export function friendlyErrors(schema: object): FormErrorTransformer {
  return (errors) =>
    errors.map((error) => {
      const text = message(error, schema);
      return text ? { ...error, message: text, stack: `${error.property ?? ''} ${text}`.trim() } : error;
    });
}
