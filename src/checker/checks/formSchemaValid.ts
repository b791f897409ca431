import Ajv, { type ErrorObject } from 'ajv';
import { didYouMean } from '../didYouMean.ts';
import type { PathSegment } from '../problem.ts';
import type { ContentCheck } from './context.ts';

// Draft-07, the JSON Schema dialect rjsf's validator (and the build's compiled validators) read.
const metaSchema = new Ajv({ allErrors: true, strict: false });

function segments(instancePath: string): PathSegment[] {
  return instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/** One sentence for what is wrong at one place; an allowed-values error says what is allowed. */
function describe(errors: readonly ErrorObject[], found: unknown): string {
  const allowed = errors.find((error) => error.keyword === 'enum')?.params as { allowedValues?: unknown[] } | undefined;
  const key = errors[0]?.instancePath.split('/').pop() ?? '';
  if (allowed?.allowedValues) {
    const names = allowed.allowedValues.map(String);
    const hint = typeof found === 'string' ? didYouMean(found, names) : '';
    return `"${key}" must be one of ${names.join(', ')}, not ${JSON.stringify(found)}${hint}`;
  }
  const first = errors[0];
  return `"${key}" ${first?.message ?? 'is not valid JSON Schema'}`;
}

function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  let value = root;
  for (const segment of path) value = (value as Record<string | number, unknown> | undefined)?.[segment];
  return value;
}

/** A form's `schema` is valid JSON Schema, or the build could not compile its validator and the form could not run. */
export const checkFormSchemaValid: ContentCheck = ({ content, sources, report }) => {
  for (const form of Object.values(content.forms)) {
    const source = sources.forms[form.id];
    if (!source || metaSchema.validateSchema(form.schema)) continue;
    const byPlace = new Map<string, ErrorObject[]>();
    for (const error of metaSchema.errors ?? []) {
      // anyOf/oneOf restate the errors of their branches; the branches say it better.
      if (error.keyword === 'anyOf' || error.keyword === 'oneOf') continue;
      byPlace.set(error.instancePath, [...(byPlace.get(error.instancePath) ?? []), error]);
    }
    for (const [instancePath, errors] of byPlace) {
      const at = segments(instancePath);
      report(source, ['schema', ...at], describe(errors, valueAt(form.schema, at)));
    }
  }
};
