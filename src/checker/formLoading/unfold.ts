import { isRecord } from '../../engine/forms/isRecord.ts';
import type { PathSegment } from '../problem.ts';
import { parseReference, valueAt } from './formReferences.ts';

/** Where a node of a resolved schema was written: a form and the path inside its `schema`. */
export interface Origin {
  form: string;
  at: PathSegment[];
}

/** Keys written beside a `$ref`, kept aside while the library resolves it and laid over its target after. */
export const siblingsKey = Symbol('siblings of $ref');

/** A node that cannot be kept: a recursion deeper than the form allows. Its container drops it, or is dropped in turn. */
const cut = Symbol('cut');

/** Containers a cut node can leave: a property map loses the property, a choice loses the option. */
const dropsKeys = new Set(['properties', 'patternProperties']);
const dropsItems = new Set(['oneOf', 'anyOf']);
/** Reusable parts: once every `$ref` is resolved, nothing points at them any more. */
const reusableParts = new Set(['definitions', '$defs']);

export interface UnfoldOptions {
  /** Every form's schema as written, for the origin of each node. */
  written: ReadonlyMap<string, unknown>;
  /** How many times a recursive part may nest. */
  depth: number;
  /** Whether the form declared `depth`; if not, onLoop says where a loop was cut. */
  declared: boolean;
  /** Called once, at the `$ref` that closes a loop, when no depth is declared. */
  onLoop: (at: Origin, reference: string) => void;
  origins: WeakMap<object, Origin>;
}

/**
 * A tree (JSON, no cycles) from the reference library's resolved schema, which shares one object
 * for every use of a definition and loops on a recursive one: each node copied with where it was
 * written (`origins`), keys written beside a `$ref` laid over its target (as rjsf shows them),
 * `definitions`/`$defs` left out, and a recursive part nested at most `depth` times.
 */
export function unfoldSchema(resolved: object, form: string, options: UnfoldOptions): object | undefined {
  const onPath = new Map<object, number>();
  const references: Origin[] = [];
  let looped = false;

  const originOf = (parent: Origin, key: PathSegment): Origin => {
    let current = parent;
    for (let hop = 0; hop < 32; hop += 1) {
      const written = valueAt(options.written.get(current.form), current.at);
      if (!isRecord(written) || typeof written.$ref !== 'string' || String(key) in written) break;
      const target = parseReference(written.$ref, current.form);
      if (typeof target === 'string') break;
      current = target;
    }
    return { form: current.form, at: [...current.at, key] };
  };

  const copy = (node: unknown, origin: Origin, parentKey: PathSegment | undefined): unknown => {
    if (Array.isArray(node)) {
      const items: unknown[] = [];
      for (const [index, item] of node.entries()) {
        const copied = copy(item, originOf(origin, index), parentKey);
        if (copied !== cut) items.push(copied);
        else if (!dropsItems.has(String(parentKey))) return cut;
      }
      return items.length === 0 && node.length > 0 ? cut : items;
    }
    if (!isRecord(node)) return node;

    const seen = onPath.get(node) ?? 0;
    if (seen >= options.depth) {
      const closing = references.at(-1);
      const written = closing ? valueAt(options.written.get(closing.form), closing.at) : undefined;
      if (!options.declared && closing && !looped && isRecord(written) && typeof written.$ref === 'string') {
        looped = true;
        options.onLoop(closing, written.$ref);
      }
      return cut;
    }
    const writtenHere = valueAt(options.written.get(origin.form), origin.at);
    const isReference = isRecord(writtenHere) && typeof writtenHere.$ref === 'string';
    onPath.set(node, seen + 1);
    if (isReference) references.push(origin);

    const result: Record<string, unknown> = {};
    const siblings = (node as Record<PropertyKey, unknown>)[siblingsKey];
    const entries = [...Object.entries(node), ...(isRecord(siblings) ? Object.entries(siblings) : [])];
    let whole = true;
    for (const [key, value] of entries) {
      if (reusableParts.has(key) && !dropsKeys.has(String(parentKey))) continue;
      const copied = copy(value, originOf(origin, key), key);
      if (copied !== cut) result[key] = copied;
      else if (!dropsKeys.has(String(parentKey))) whole = false;
    }

    onPath.set(node, seen);
    if (isReference) references.pop();
    if (!whole) return cut;
    // A property left out at the deepest level is not required there either.
    const kept = result.properties;
    if (Array.isArray(result.required) && isRecord(node.properties) && isRecord(kept)) {
      const left = Object.keys(node.properties).filter((name) => !(name in kept));
      result.required = result.required.filter((name) => !left.includes(String(name)));
    }
    options.origins.set(result, origin);
    return result;
  };

  const tree = copy(resolved, { form, at: [] }, undefined);
  return isRecord(tree) ? tree : undefined;
}
