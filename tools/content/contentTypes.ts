import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile } from 'json-schema-to-typescript';
import { format, resolveConfig } from 'prettier';
import { contentKinds } from '../../src/checker/contentSchemas.ts';

/** Where the generated types live; `npm run content:types` rewrites it, a unit test proves it current. */
export const contentTypesFile = 'src/engine/content/contentLanguage.generated.ts';

type Node = Record<string, unknown>;

const pascal = (key: string) => `${key[0]?.toUpperCase() ?? ''}${key.slice(1)}`;

/**
 * The name a definition's type gets: a file is `FlowFile`, a `$defs` entry is its key (`Guard`),
 * and an entry of a group of variants is its own keys (`$defs.steps.range` is `RangeStepKeys`).
 */
function typeName(stem: string, path: readonly string[]): string {
  const [key = '', variant] = path;
  if (!key) return `${pascal(stem)}File`;
  return variant ? `${pascal(variant)}${pascal(key.replace(/s$/, ''))}Keys` : pascal(key);
}

/** `$defs.steps` and `$defs.sections` hold one schema per variant rather than being one. */
const isVariantGroup = (node: Node) =>
  Object.values(node).every((variant) => typeof variant === 'object' && variant !== null && 'properties' in variant);

/** What a content file can hold where its schema leaves an object open: YAML and JSON files hold JSON. */
const json: Node = {
  JsonValue: {
    anyOf: [
      { type: ['string', 'number', 'boolean', 'null'] },
      { type: 'array', items: { $ref: '#/$defs/JsonValue' } },
      { $ref: '#/$defs/JsonObject' },
    ],
  },
  JsonObject: { type: 'object', additionalProperties: { $ref: '#/$defs/JsonValue' } },
};

/**
 * An object that closes nothing (no `additionalProperties`, no `unevaluatedProperties`): the
 * schema leaves its other keys open, as a form's JSON Schema, its uiSchema or a fixed result's
 * values are. (A `$defs` piece such as stepBase is closed by the union that uses it instead.)
 */
const isOpenObject = (node: Node) =>
  node.type === 'object' && !('additionalProperties' in node) && !('unevaluatedProperties' in node);

/** An open object as a type: any JSON object, with the keys the schema does declare typed. */
function openObject(node: Node): Node {
  const { type: _type, properties, required, ...annotations } = node;
  if (!properties) return { ...annotations, $ref: '#/$defs/JsonObject' };
  return { ...annotations, allOf: [{ $ref: '#/$defs/JsonObject' }, { type: 'object', properties, required }] };
}

/**
 * One self-contained document with every schema file's `$defs` side by side under its type's
 * name, and every `$ref` (within or across files) pointing there, so a shared piece (an action,
 * a result view) becomes one type rather than one per file that uses it. A string definition
 * (text, id, route) is inlined where it is used: it adds a pattern, not a type. Titles are dropped:
 * json-schema-to-typescript would name types after them.
 */
function bundle(schemaDir: string): Node {
  const schemas = Object.fromEntries(
    ['common', ...contentKinds].map((stem) => [
      stem,
      JSON.parse(readFileSync(join(schemaDir, `${stem}.schema.json`), 'utf8')) as Node,
    ]),
  );
  const defs: Node = { ...json };
  const target = (stem: string, fragment: string): { name: string; schema: Node } => {
    const pointer = fragment.split('/').filter(Boolean);
    const schema = pointer.reduce<Node>((node, key) => node[key] as Node, schemas[stem] ?? {});
    return {
      name: typeName(
        stem,
        pointer.filter((key) => key !== '$defs'),
      ),
      schema,
    };
  };
  const rewrite = (node: unknown, stem: string, isDefinition = false): unknown => {
    if (Array.isArray(node)) return node.map((item) => rewrite(item, stem));
    if (node === null || typeof node !== 'object') return node;
    const { $ref, $id: _id, $defs: _defs, title: _title, ...rest } = node as Node;
    const out = Object.fromEntries(
      Object.entries(rest).map(([key, value]) => [
        key,
        // `properties` maps key names to schemas: a key named `title` is content, not an annotation.
        key === 'properties'
          ? Object.fromEntries(Object.entries(value as Node).map(([name, schema]) => [name, rewrite(schema, stem)]))
          : rewrite(value, stem),
      ]),
    );
    if (typeof $ref === 'string') {
      const [file = '', fragment = ''] = $ref.split('#');
      const refStem = file ? file.replace('.schema.json', '') : stem;
      const { name, schema } = target(refStem, fragment);
      if (schema.type === 'string') return { ...(rewrite(schema, refStem) as Node), ...out };
      // A description beside a $ref (the key's own help text) would make json-schema-to-typescript
      // copy the referenced type under a new name; the key keeps the shared type and its comment.
      const { description: _description, ...constraints } = out;
      return { $ref: `#/$defs/${name}`, ...constraints };
    }
    return isDefinition || !isOpenObject(out) ? out : openObject(out);
  };
  for (const [stem, schema] of Object.entries(schemas)) {
    for (const [key, value] of Object.entries((schema.$defs ?? {}) as Record<string, Node>)) {
      if (isVariantGroup(value)) {
        for (const [variant, keys] of Object.entries(value))
          defs[typeName(stem, [key, variant])] = rewrite(keys, stem, true);
      } else if (value.type !== 'string') defs[typeName(stem, [key])] = rewrite(value, stem, true);
    }
    if (stem !== 'common') {
      const { $schema: _schema, ...file } = rewrite(schema, stem) as Node;
      defs[typeName(stem, [])] = file;
    }
  }
  return {
    type: 'object',
    description: 'Every kind of content file, by kind.',
    properties: Object.fromEntries(contentKinds.map((kind) => [kind, { $ref: `#/$defs/${typeName(kind, [])}` }])),
    required: [...contentKinds],
    $defs: defs,
  };
}

/** The TypeScript source the content schemas describe, formatted as the repository formats it. */
export async function contentTypesSource(root: string): Promise<string> {
  const source = await compile(bundle(join(root, 'schemas/content')), 'ContentFiles', {
    bannerComment: [
      '/*',
      ' * Generated from schemas/content/*.schema.json by `npm run content:types`: edit the schemas, not this file.',
      " * src/engine/content/types.ts builds the engine's content types on these.",
      ' */',
    ].join('\n'),
    additionalProperties: false,
    ignoreMinAndMaxItems: true,
    unreachableDefinitions: true,
    format: false,
  });
  const file = join(root, contentTypesFile);
  return format(source, { ...(await resolveConfig(file)), filepath: file });
}
