import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import { isRecord } from '../../engine/forms/isRecord.ts';
import type { PathSegment } from '../problem.ts';
import { itemNames } from './listIdentity.ts';
import { TextCollector, type TextNode } from './textNode.ts';

/** The content language's definitions of a shown text: every key whose schema refers to one is translatable. */
const textDefinitions = ['common.schema.json#/$defs/text', 'common.schema.json#/$defs/optionalText'];

/** A place in the content schemas: the file and the JSON pointer inside it. */
interface SchemaAt {
  file: string;
  pointer: string;
}

const escapePointer = (segment: string | number) => String(segment).replace(/~/g, '~0').replace(/\//g, '~1');
const unescapePointer = (segment: string) => segment.replace(/~1/g, '/').replace(/~0/g, '~');

class SchemaWalk {
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly schemas: Record<string, object>) {
    this.ajv = new Ajv2020({ strict: false, allowUnionTypes: true, validateSchema: false });
    for (const [name, schema] of Object.entries(schemas))
      if (name.endsWith('.schema.json')) this.ajv.addSchema(schema, name);
  }

  private node(at: SchemaAt): unknown {
    let node: unknown = this.schemas[at.file];
    for (const segment of at.pointer.split('/').slice(1))
      node =
        isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[unescapePointer(segment)] : undefined;
    return node;
  }

  private child(at: SchemaAt, ...segments: (string | number)[]): SchemaAt {
    return { file: at.file, pointer: `${at.pointer}/${segments.map(escapePointer).join('/')}` };
  }

  private resolve(ref: string, from: SchemaAt): SchemaAt {
    const [file = '', pointer = ''] = ref.split('#');
    return { file: file === '' ? from.file : file, pointer };
  }

  /** Whether `data` matches the subschema at `at`, by ajv: for if/then/else and oneOf/anyOf. */
  private matches(at: SchemaAt, data: unknown): boolean {
    const id = `${at.file}#${at.pointer}`;
    let validate = this.compiled.get(id);
    if (!validate) {
      validate = this.ajv.getSchema(id);
      if (!validate) throw new Error(`no schema at ${id}`);
      this.compiled.set(id, validate);
    }
    return validate(data);
  }

  walk(at: SchemaAt, data: unknown, located: PathSegment[], named: PathSegment[], out: TextCollector): void {
    const schema = this.node(at);
    if (!isRecord(schema)) return;
    if (typeof schema.$ref === 'string') {
      const target = this.resolve(schema.$ref, at);
      if (textDefinitions.includes(`${target.file}#${target.pointer}`)) {
        if (typeof data === 'string') out.add(located, named, data);
        return;
      }
      this.walk(target, data, located, named, out);
    }
    if (Array.isArray(schema.allOf))
      schema.allOf.forEach((_part, index) => this.walk(this.child(at, 'allOf', index), data, located, named, out));
    for (const combinator of ['oneOf', 'anyOf'] as const) {
      const parts = schema[combinator];
      if (!Array.isArray(parts)) continue;
      const chosen = parts.findIndex((_part, index) => this.matches(this.child(at, combinator, index), data));
      if (chosen >= 0) this.walk(this.child(at, combinator, chosen), data, located, named, out);
    }
    if (isRecord(schema.if)) {
      const branch = this.matches(this.child(at, 'if'), data) ? 'then' : 'else';
      if (isRecord(schema[branch])) this.walk(this.child(at, branch), data, located, named, out);
    }
    if (isRecord(data)) this.walkObject(at, schema, data, located, named, out);
    if (Array.isArray(data) && isRecord(schema.items)) {
      const names = itemNames(data);
      data.forEach((item, index) =>
        this.walk(this.child(at, 'items'), item, [...located, index], [...named, names[index] ?? index], out),
      );
    }
  }

  private walkObject(
    at: SchemaAt,
    schema: Record<string, unknown>,
    data: Record<string, unknown>,
    located: PathSegment[],
    named: PathSegment[],
    out: TextCollector,
  ): void {
    const properties = isRecord(schema.properties) ? schema.properties : {};
    for (const [key, value] of Object.entries(data)) {
      const next = (where: SchemaAt) => this.walk(where, value, [...located, key], [...named, key], out);
      if (key in properties) next(this.child(at, 'properties', key));
      else if (isRecord(schema.additionalProperties)) next(this.child(at, 'additionalProperties'));
    }
  }
}

const walks = new WeakMap<Record<string, object>, SchemaWalk>();

/**
 * The texts of a content file whose kind's schema (schemas/content/<kind>.schema.json) says which
 * keys are texts: every value the schema types as a shown text, found by walking the file beside
 * its schema (if/then and oneOf choose the branch the value takes, as the validator does).
 */
export function schemaTexts(kind: string, data: unknown, schemas: Record<string, object>): TextNode[] {
  let walk = walks.get(schemas);
  if (!walk) {
    walk = new SchemaWalk(schemas);
    walks.set(schemas, walk);
  }
  const out = new TextCollector();
  walk.walk({ file: `${kind}.schema.json`, pointer: '' }, data, [], [], out);
  return out.nodes;
}
