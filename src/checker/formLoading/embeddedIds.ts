import { isRecord } from '../../engine/forms/isRecord.ts';
import type { PathSegment } from '../problem.ts';

/** The base a form's relative `$id`s resolve against: a form has no address of its own. */
const formBase = 'https://form.invalid/';

/**
 * A definition's name as the reference library can follow it: the library reads a pointer's
 * segments as written (no "~1" for "/", no percent-decoding), so in a name holding "/", "~", "%"
 * or "#" (a bundle names parts by their URI) those become "_"; no other name changes.
 */
const safeName = (name: string) => name.replace(/[/~%#]/g, '_');
const reusable = new Set(['definitions', '$defs']);

/** A path as a pointer the library follows, renaming definitions as safeName does. */
const pointer = (at: readonly PathSegment[]) =>
  at
    .map((segment, index) => (reusable.has(String(at[index - 1])) ? safeName(String(segment)) : String(segment)))
    .join('/');

/** A written pointer fragment ("/$defs/a~1b") as the path it names. */
const pathOf = (fragment: string): PathSegment[] =>
  fragment
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));

/** `reference` read against `base`, without its fragment, and the fragment ('' when none). */
function split(reference: string, base: string): { resource: string; fragment: string } | undefined {
  try {
    const url = new URL(reference, base);
    const fragment = url.hash.slice(1);
    url.hash = '';
    return { resource: url.href, fragment: decodeURIComponent(fragment) };
  } catch {
    return undefined;
  }
}

/** Whether `node` sits inside an `enum`, `const`, `default` or `examples` value, where keys are data. */
const dataKeys = new Set(['enum', 'const', 'default', 'examples']);
/** Keys whose value maps names to schemas: a name there (even "$id") is a field, not a keyword. */
const nameMaps = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependencies']);
const isNameMap = (parentKey: string | undefined) => nameMaps.has(String(parentKey));

/**
 * A form written as a bundle, whose parts carry an `$id` and are referred to by it (as bundlers
 * and rjsf's "Bundled Schema" sample write them), in the shape the rest of loading reads: each
 * `$ref` that names a part of the same form (by its `$id`, or by a pointer inside a part that has
 * one) becomes the JSON pointer to that part from the form's root, and every `$id` and inner
 * `$schema` is left out. A form is named by its file, and nothing in the browser resolves a URI.
 * `$ref`s to anything else are kept for the reference checks to judge. Returns a copy.
 */
export function inlineEmbeddedIds(schema: Record<string, unknown>): Record<string, unknown> {
  const parts = new Map<string, PathSegment[]>();
  const collect = (node: unknown, at: PathSegment[], base: string, parentKey?: string) => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => collect(item, [...at, index], base, parentKey));
      return;
    }
    if (!isRecord(node) || dataKeys.has(String(parentKey))) return;
    let own = base;
    if (!isNameMap(parentKey) && typeof node.$id === 'string' && !node.$id.startsWith('#')) {
      const resolved = split(node.$id, base);
      if (resolved) {
        own = resolved.resource;
        if (!parts.has(own)) parts.set(own, at);
      }
    }
    for (const [key, value] of Object.entries(node)) collect(value, [...at, key], own, isNameMap(parentKey) ? '' : key);
  };
  const rootBase = split(typeof schema.$id === 'string' ? schema.$id : '', formBase)?.resource ?? formBase;
  parts.set(rootBase, []);
  collect(schema, [], formBase);

  const rewrite = (node: unknown, base: string, parentKey?: string): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, base, parentKey));
    if (!isRecord(node) || dataKeys.has(String(parentKey))) return node;
    if (isNameMap(parentKey))
      return Object.fromEntries(
        Object.entries(node).map(([name, value]) => [
          reusable.has(String(parentKey)) ? safeName(name) : name,
          rewrite(value, base),
        ]),
      );
    const own =
      typeof node.$id === 'string' && !node.$id.startsWith('#') ? (split(node.$id, base)?.resource ?? base) : base;
    const copy: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$id' || key === '$schema') continue;
      copy[key] = rewrite(value, own, key);
    }
    if (typeof node.$ref === 'string') {
      const target = split(node.$ref, own);
      const at = target ? parts.get(target.resource) : undefined;
      if (target && at && (target.fragment === '' || target.fragment.startsWith('/'))) {
        const path = [...at, ...pathOf(target.fragment)];
        copy.$ref = `#${path.length > 0 ? `/${pointer(path)}` : ''}`;
      }
    }
    return copy;
  };
  return rewrite(schema, formBase) as Record<string, unknown>;
}

/** Whether a form's schema uses `$id` or `$schema` anywhere, so it must be read as a bundle first. */
export function hasEmbeddedIds(schema: unknown, parentKey?: string): boolean {
  if (Array.isArray(schema)) return schema.some((item) => hasEmbeddedIds(item, parentKey));
  if (!isRecord(schema) || dataKeys.has(String(parentKey))) return false;
  if (isNameMap(parentKey)) return Object.values(schema).some((value) => hasEmbeddedIds(value));
  if ('$id' in schema || '$schema' in schema) return true;
  return Object.entries(schema).some(([key, value]) => hasEmbeddedIds(value, key));
}
