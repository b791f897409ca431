import { isRecord } from '../../engine/forms/isRecord.ts';
import { keywordsIn } from '../checks/keywordsIn.ts';
import type { PathSegment } from '../problem.ts';

/** Where a `$ref` points: a form (by id) and the path inside that form's `schema`. */
export interface ReferenceTarget {
  form: string;
  at: PathSegment[];
}

/** The id under which a form's schema is known to the reference library: its file name. */
export const formSchemaId = (form: string) => `${form}.json`;

const otherForm = /^(?:\.\/)?([\w.-]+)\.json$/;

function pointerSegments(pointer: string): PathSegment[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((part) => decodeURIComponent(part).replaceAll('~1', '/').replaceAll('~0', '~'))
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}

/**
 * What a `$ref` written in form `from` names, or why it cannot: `#/definitions/x` (or `#/$defs/x`,
 * any pointer) inside the same form's `schema`, `other-form.json#/definitions/x` inside another
 * form file's. Only the syntax is read here; the reference library follows it.
 */
export function parseReference(reference: string, from: string): ReferenceTarget | string {
  const hash = reference.indexOf('#');
  const file = hash < 0 ? reference : reference.slice(0, hash);
  const at = pointerSegments(hash < 0 ? '' : reference.slice(hash + 1));
  if (!at) return `"${reference}" is no JSON pointer: write "#/definitions/name" (or "#/$defs/name")`;
  if (file === '') return { form: from, at };
  const named = otherForm.exec(file);
  if (!named?.[1])
    return `"${reference}" points outside the content: refer to a form file beside this one, e.g. "address.json#/definitions/address"`;
  return { form: named[1], at };
}

/** The value at `at` inside `root`, or undefined. */
export function valueAt(root: unknown, at: readonly PathSegment[]): unknown {
  let node = root;
  for (const segment of at) {
    if (Array.isArray(node) && typeof segment === 'number') node = node[segment];
    else if (isRecord(node)) node = node[String(segment)];
    else return undefined;
  }
  return node;
}

/** Every `$ref` in a schema, with where it is written. */
export function referencesIn(schema: unknown): { at: PathSegment[]; reference: unknown }[] {
  return keywordsIn(schema, '$ref').map(([at, reference]) => ({ at: at.slice(0, -1), reference }));
}
