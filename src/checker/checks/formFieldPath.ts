import { declaredProperties } from '../../engine/forms/declaredProperties.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import { didYouMean } from '../didYouMean.ts';

type Schema = Record<string, unknown>;

/** The properties an object schema may hold: its own and its conditional ones, and those of each `oneOf`/`anyOf` option. */
function propertiesOf(schema: Schema): Map<string, Schema> {
  const found = new Map<string, Schema>();
  const add = (part: unknown) => {
    for (const property of declaredProperties(part))
      if (!found.has(property.name)) found.set(property.name, property.schema);
  };
  add(schema);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options)) options.forEach(add);
  }
  return found;
}

function isList(schema: Schema): boolean {
  return schema.type === 'array' || (schema.type === undefined && 'items' in schema);
}

/** What a schema holds, for a message: "a list", "text", "a number"… or undefined when it may hold fields. */
function leafKind(schema: Schema): string | undefined {
  if (isList(schema)) return 'a list';
  switch (schema.type) {
    case 'string':
      return 'text';
    case 'number':
    case 'integer':
      return 'a number';
    case 'boolean':
      return 'a yes/no';
    default:
      return undefined;
  }
}

/** Whether the schema says nothing this walk can follow (a `$ref`, `true`, a type list): its fields cannot be known. */
function isOpaque(schema: Schema): boolean {
  return leafKind(schema) === undefined && schema.type !== 'object' && propertiesOf(schema).size === 0;
}

/** `[0]` or `.0` in a path: an item named by its position. */
const positions = /\[\d+\]|\.\d+(?=\.|$)/g;

/**
 * Why a dotted path into a form's answer (`cofounders[].role`) names no field of the form's
 * `schema`, or null. A field inside list items is written `list[].field` (that field of every
 * item, read as a list); a position (`cofounders[0]`, `cofounders.0`) is refused, because items
 * are added, removed and reordered. `owner` names the form in messages, e.g. '"teamProfile"'.
 */
export function formFieldPathProblem(owner: string, schema: unknown, path: string): string | null {
  const everyItem = path.replace(positions, '[]');
  if (everyItem !== path) {
    return `"${path}" names an item by its position, which changes as items are added, removed and reordered; write "${everyItem}" for every item`;
  }
  let node: unknown = schema;
  const walked: string[] = [];
  for (const segment of path.split('.')) {
    if (!isRecord(node) || isOpaque(node)) return null;
    const each = segment.endsWith('[]');
    const name = each ? segment.slice(0, -2) : segment;
    const here = walked.join('.');
    const kind = leafKind(node);
    if (kind === 'a list') {
      return `"${here}" is a list: write "${here}[].${path.slice(here.length + 1)}" for "${name}" of every item`;
    }
    if (kind) return `"${here}" is ${kind}; it has no field "${name}"`;
    const properties = propertiesOf(node);
    const property =
      properties.get(name) ?? (isRecord(node.additionalProperties) ? node.additionalProperties : undefined);
    if (!property && node.additionalProperties === true) return null;
    if (!property) {
      const where = here === '' ? owner : `"${here}"`;
      return `${where} has no field "${name}"${didYouMean(name, [...properties.keys()])}`;
    }
    walked.push(segment);
    if (!each) {
      node = property;
      continue;
    }
    if (!isList(property)) return `"${name}" is not a list; write "${walked.join('.').slice(0, -2)}" without []`;
    node = property.items;
  }
  return null;
}
