/**
 * The guide's key reference (docs/guide/key-reference.md), generated from the content schemas: under
 * each `<!-- keys: file#pointer -->` marker, one row per key that definition declares, with its
 * type (read from the schema), whether it is required, and its `description`. The prose around the
 * tables stays hand-written; `npm run docs:keys` rewrites the tables.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { readContentSchemas } from './readContent.ts';

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** One key a schema definition declares. */
export interface SchemaKey {
  /** Dotted path inside the definition: `home.cards`, `precheck[].require`. */
  path: string;
  /** The key's own schema. */
  schema: Json;
  /** Listed in `required` by the object that declares it. */
  required: boolean;
  /** JSON Pointer of the key's schema inside its file, for messages and for editing the file. */
  pointer: string;
}

const schemaWords = ['type', 'properties', 'allOf', 'items', '$ref', 'enum', 'const', 'pattern', 'if'];

function keysUnder(node: unknown, base: string, pointer: string, out: SchemaKey[]): void {
  if (!isObject(node)) return;
  if (isObject(node.properties)) {
    const required = Array.isArray(node.required) ? node.required : [];
    for (const [key, child] of Object.entries(node.properties)) {
      if (!isObject(child)) continue;
      const path = base ? `${base}.${key}` : key;
      const childPointer = `${pointer}/properties/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`;
      out.push({ path, schema: child, required: required.includes(key), pointer: childPointer });
      keysUnder(child, path, childPointer, out);
    }
  }
  if (isObject(node.items)) keysUnder(node.items, base ? `${base}[]` : '', `${pointer}/items`, out);
  // Keys under names the author chooses (a form's fields in its uiSchema): listed as `<name>`.
  if (isObject(node.patternProperties))
    for (const [pattern, child] of Object.entries(node.patternProperties))
      keysUnder(
        child,
        base ? `${base}.<name>` : '<name>',
        `${pointer}/patternProperties/${pattern.replaceAll('~', '~0').replaceAll('/', '~1')}`,
        out,
      );
  const parts = Array.isArray(node.allOf) ? node.allOf : [];
  parts.forEach((part, index) => {
    keysUnder(part, base, `${pointer}/allOf/${String(index)}`, out);
    if (isObject(part)) keysUnder(part.then, base, `${pointer}/allOf/${String(index)}/then`, out);
  });
}

/**
 * `file#pointer` → the keys it declares, for every definition that declares at least one: each
 * schema file's root and each of its $defs (a $defs entry that only groups definitions, such as
 * `steps`, counts per member). A key reached through a $ref is listed once, under its definition.
 */
export function schemaKeys(schemas: Record<string, object>): Map<string, SchemaKey[]> {
  const contexts = new Map<string, SchemaKey[]>();
  const visit = (id: string, node: unknown, pointer: string) => {
    const keys: SchemaKey[] = [];
    keysUnder(node, '', pointer, keys);
    const unique = keys.filter((key, index) => keys.findIndex((other) => other.path === key.path) === index);
    if (unique.length > 0) contexts.set(id, unique);
  };
  for (const [file, schema] of Object.entries(schemas)) {
    const root = schema as Json;
    visit(`${file}#`, { properties: root.properties, required: root.required }, '');
    if (!isObject(root.$defs)) continue;
    for (const [name, def] of Object.entries(root.$defs)) {
      const isGroup = isObject(def) && !schemaWords.some((word) => word in def);
      if (!isGroup) visit(`${file}#/$defs/${name}`, def, `/$defs/${name}`);
      else if (isObject(def))
        for (const [inner, child] of Object.entries(def))
          visit(`${file}#/$defs/${name}/${inner}`, child, `/$defs/${name}/${inner}`);
    }
  }
  return contexts;
}

/** The plain names of the common value types, explained in the guide's "Value types" table. */
const valueTypes: Record<string, string> = {
  text: 'text',
  id: 'id',
  storeKey: 'store key',
  route: 'route',
  logic: 'logic rule',
};
/** The pattern of a `VITE_…` variable name, the guide's "env name". */
const envNamePattern = '^VITE_[A-Z0-9_]+$';

/** What naming a type needs besides its schema. */
export interface TypeContext {
  /** The schema file the key is declared in, which a local `$ref` (`#/$defs/x`) points into. */
  file: string;
  /** Where a definition's table is in the guide: `file#pointer` → the anchor of the heading above it. */
  anchors: ReadonlyMap<string, string>;
  /** Every content schema by file name, to read a definition that has no table of its own. */
  schemas: Record<string, object>;
}

function definitionAt(schemas: Record<string, object>, file: string, pointer: string): Json | undefined {
  let node: unknown = schemas[file];
  for (const key of pointer.split('/').filter(Boolean)) node = isObject(node) ? node[key] : undefined;
  return isObject(node) ? node : undefined;
}

function pluralOf(noun: string): string {
  return /(s|x|ch|sh)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

function words(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}

/** A schema value as written: numbers and strings as they are, anything else as JSON. */
function shownValue(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

function codeList(values: readonly unknown[]): string {
  const shown = values.map((value) => `\`${shownValue(value)}\``);
  return shown.length === 1 ? (shown[0] ?? '') : `${shown.slice(0, -1).join(', ')} or ${shown.at(-1) ?? ''}`;
}

function bounds(schema: Json): string {
  const low = schema.minimum ?? schema.exclusiveMinimum;
  const high = schema.maximum ?? schema.exclusiveMaximum;
  if (low !== undefined && high !== undefined) return ` ${shownValue(low)}–${shownValue(high)}`;
  if (schema.exclusiveMinimum !== undefined) return ` over ${shownValue(schema.exclusiveMinimum)}`;
  if (low !== undefined) return ` from ${shownValue(low)}`;
  if (high !== undefined) return ` up to ${shownValue(high)}`;
  return '';
}

/** A key's type in words, from its schema: `text`, `list of [guards](#…)`, `` `a`, `b` or `c` ``. */
export function typeInWords(schema: Json, context: TypeContext, plural = false): string {
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (ref) {
    const [target = '', pointer = ''] = ref.split('#');
    const name = pointer.split('/').at(-1) ?? '';
    const valueType = valueTypes[name];
    if (valueType) return plural ? `${valueType}s` : valueType;
    const label = plural ? pluralOf(words(name)) : words(name);
    const anchor = context.anchors.get(`${target || context.file}#${pointer}`);
    if (anchor) return `[${label}](#${anchor})`;
    // A definition without a table of its own that is one of several shapes: name the shapes.
    const definition = definitionAt(context.schemas, target || context.file, pointer);
    const shapes = definition?.oneOf ?? definition?.anyOf;
    if (!Array.isArray(shapes)) return label;
    const inner = { ...context, file: target || context.file };
    return shapes.map((shape) => (isObject(shape) ? typeInWords(shape, inner) : 'any')).join(' or ');
  }
  if (schema.const !== undefined) return `\`${shownValue(schema.const)}\``;
  if (Array.isArray(schema.enum)) return codeList(schema.enum);
  const type = schema.type;
  if (type === 'array') {
    const items = isObject(schema.items) ? `list of ${typeInWords(schema.items, context, true)}` : 'list';
    return typeof schema.minItems === 'number' && schema.minItems > 0
      ? `${items} (at least ${String(schema.minItems)})`
      : items;
  }
  if (type === 'object') {
    if (isObject(schema.additionalProperties))
      return `map of name → ${typeInWords(schema.additionalProperties, context)}`;
    return plural ? 'objects' : 'object';
  }
  if (type === 'integer') return `whole number${bounds(schema)}`;
  if (type === 'number') return `number${bounds(schema)}`;
  if (type === 'boolean') return '`true` or `false`';
  if (type === 'string') {
    const noun = plural ? 'strings' : 'string';
    if (schema.pattern === envNamePattern) return plural ? 'env names' : 'env name';
    return typeof schema.pattern === 'string' ? `${noun} matching \`${schema.pattern}\`` : noun;
  }
  return 'any';
}

/** Table-safe text: pipes escaped, and `<` outside code spans, which Markdown would take for HTML. */
function cell(text: string): string {
  return text
    .replaceAll('|', '\\|')
    .replaceAll('\n', ' ')
    .split('`')
    .map((part, index) => (index % 2 === 0 ? part.replaceAll('<', '\\<') : part))
    .join('`');
}

/** The table rows for one definition's keys. */
export function keyTable(keys: readonly SchemaKey[], context: TypeContext): string {
  const rows = keys.map((key) => {
    const description = key.schema.description;
    if (typeof description !== 'string' || description.trim() === '')
      throw new Error(
        `schemas/content/${context.file} ${key.pointer}: the key "${key.path}" has no description; write one there`,
      );
    return `| \`${key.path}\` | ${cell(typeInWords(key.schema, context))} | ${key.required ? 'yes' : ''} | ${cell(description)} |`;
  });
  return ['| Key | Type | Required | Meaning |', '| --- | --- | --- | --- |', ...rows].join('\n');
}

const markerPattern = /^<!-- keys: (\S+) -->$/;

/** The page of the guide that holds the key tables, from the project root. */
export const keyReferencePage = 'docs/guide/key-reference.md';

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to dashes. */
function anchorOf(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Each marker's definition → the anchor of the nearest heading above it. */
function tableAnchors(lines: readonly string[]): Map<string, string> {
  const anchors = new Map<string, string>();
  let heading = '';
  for (const line of lines) {
    const title = /^#{1,6} (.*)$/.exec(line)?.[1];
    if (title !== undefined) heading = anchorOf(title);
    const marker = markerPattern.exec(line.trim())?.[1];
    if (marker) anchors.set(marker, heading);
  }
  return anchors;
}

/**
 * The guide with every key table replaced by the one generated from `schemas` (not yet formatted:
 * the caller runs Prettier over it). Throws when a marker names no definition.
 */
export function withKeyTables(guide: string, schemas: Record<string, object>): string {
  const declared = schemaKeys(schemas);
  const lines = guide.split('\n');
  const anchors = tableAnchors(lines);
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    out.push(line);
    const marker = markerPattern.exec(line.trim())?.[1];
    if (!marker) continue;
    const keys = declared.get(marker);
    if (!keys)
      throw new Error(`${keyReferencePage}:${String(index + 1)}: no schema definition ${marker} declares keys`);
    // Skip the old table (and the blank line before it), then write the new one.
    let next = index + 1;
    while (lines[next]?.trim() === '') next += 1;
    while (lines[next]?.startsWith('|')) next += 1;
    out.push('', keyTable(keys, { file: marker.split('#')[0] ?? '', anchors, schemas }));
    index = next - 1;
  }
  return out.join('\n');
}

/** docs/guide/key-reference.md as `npm run docs:keys` writes it: its key tables generated, then formatted by Prettier. */
export async function generatedKeyReference(root: string): Promise<string> {
  const path = join(root, keyReferencePage);
  const text = withKeyTables(readFileSync(path, 'utf8'), readContentSchemas(root));
  const options = (await resolveConfig(path)) ?? {};
  return format(text, { ...options, filepath: path });
}
