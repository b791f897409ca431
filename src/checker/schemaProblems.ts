import type { ErrorObject } from 'ajv';
import { allowedKeys } from './allowedKeys.ts';
import { didYouMean } from './didYouMean.ts';
import type { PathSegment, Problem } from './problem.ts';
import type { SourceFile } from './sourceFile.ts';

function pointerToPath(pointer: string, data: unknown): PathSegment[] {
  if (!pointer) return [];
  const path: PathSegment[] = [];
  let node: unknown = data;
  for (const raw of pointer.slice(1).split('/')) {
    const segment = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const index = Array.isArray(node) ? Number(segment) : Number.NaN;
    const key: PathSegment = Number.isInteger(index) ? index : segment;
    path.push(key);
    node = node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[String(key)] : undefined;
  }
  return path;
}

function valueAt(data: unknown, path: readonly PathSegment[]): unknown {
  return path.reduce<unknown>(
    (node, segment) => (node as Record<string, unknown> | undefined)?.[String(segment)],
    data,
  );
}

function describe(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `missing required key "${String(params.missingProperty)}"`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map((value) => JSON.stringify(value)).join(', ')}`;
    case 'const':
      return `must be ${JSON.stringify(params.allowedValue)}`;
    case 'type':
      return `must be ${/^[aeiou]/.test(String(params.type)) ? 'an' : 'a'} ${String(params.type)}`;
    case 'pattern':
      return error.schemaPath.endsWith('text/pattern') || params.pattern === '\\S'
        ? 'must not be blank'
        : `must match ${String(params.pattern)} (${(error.parentSchema as { description?: string } | undefined)?.description ?? 'see the schema'})`;
    case 'minLength':
      return 'must not be empty';
    case 'minItems':
      return `needs at least ${String(params.limit)} item${params.limit === 1 ? '' : 's'}`;
    default:
      return error.message ?? `fails ${error.keyword}`;
  }
}

/**
 * ajv reports every branch it tried; an editor wants the one thing to fix. Drop the `if`
 * bookkeeping, and drop "unknown key" reports for keys the schema does allow: those come from
 * a failing branch (a wrong `type`, or an error deeper inside), not from a typo.
 */
function usefulErrors(
  errors: readonly ErrorObject[],
  data: unknown,
  schemas: Record<string, object>,
  schemaFile: string,
): ErrorObject[] {
  const wronglyTyped = new Set(
    errors
      .filter(
        (error) => (error.keyword === 'enum' || error.keyword === 'const') && /\/(type|kind)$/.test(error.instancePath),
      )
      .map((error) => error.instancePath.replace(/\/(type|kind)$/, '')),
  );
  const seen = new Set<string>();
  return errors.filter((error) => {
    if (error.keyword === 'if' || error.keyword === 'allOf' || error.keyword === 'not') return false;
    if (error.keyword === 'unevaluatedProperties') {
      if (wronglyTyped.has(error.instancePath)) return false;
      const key = String((error.params as Record<string, unknown>).unevaluatedProperty);
      const path = pointerToPath(error.instancePath, data);
      if (keysAllowedAt(error, path, data, schemas, schemaFile).includes(key)) return false;
    }
    const key = `${error.instancePath}|${error.keyword}|${JSON.stringify(error.params)}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function keysAllowedAt(
  error: ErrorObject,
  path: readonly PathSegment[],
  data: unknown,
  schemas: Record<string, object>,
  schemaFile: string,
): string[] {
  const file = error.schemaPath.split('#')[0] || schemaFile;
  return allowedKeys(error.parentSchema as Parameters<typeof allowedKeys>[0], valueAt(data, path), schemas, file);
}

/** `schemas` (file name -> schema) and `schemaFile` let unknown-key messages suggest the right key. */
export function schemaProblems(
  source: SourceFile,
  errors: readonly ErrorObject[],
  schemas: Record<string, object>,
  schemaFile: string,
): Problem[] {
  return usefulErrors(errors, source.data, schemas, schemaFile).map((error) => {
    const path = pointerToPath(error.instancePath, source.data);
    const params = error.params as Record<string, unknown>;
    if (error.keyword === 'additionalProperties' || error.keyword === 'unevaluatedProperties') {
      const key = String(params.additionalProperty ?? params.unevaluatedProperty);
      const known = keysAllowedAt(error, path, source.data, schemas, schemaFile);
      const hint = didYouMean(key, known) || (known.length ? ` (allowed here: ${known.join(', ')})` : '');
      return source.problemAtKey([...path, key], `unknown key "${key}"${hint}`);
    }
    if (error.keyword === 'enum') {
      const value = String(valueAt(source.data, path));
      const options = (params.allowedValues as unknown[]).map(String);
      return source.problemAt(path, `"${value}" ${describe(error)}${didYouMean(value, options)}`);
    }
    return source.problemAt(path, describe(error));
  });
}
