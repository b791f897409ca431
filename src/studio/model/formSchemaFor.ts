import { flattenSchema } from './flattenSchema.ts';
import { isSchema, isPlainObject, type JsonSchema } from './jsonSchema.ts';

/**
 * A list of records each with a required `id` (screens, steps) is structure: the navigator lists,
 * orders, adds and deletes its items, and each opens on its own; the node's form leaves it out.
 */
export function isStructuralList(schema: unknown): boolean {
  if (!isSchema(schema) || schema.type !== 'array' || !isSchema(schema.items)) return false;
  const required = flattenSchema(schema.items, undefined).required;
  return Array.isArray(required) && required.includes('id');
}

export interface NodeForm {
  schema: JsonSchema;
  data: unknown;
  /** The structural lists taken out of the form, put back on every change. */
  kept: Record<string, unknown>;
}

/**
 * The rjsf schema and data for one node: its own fields, without `kind`, `$schema`, structural
 * lists or the keys in `ownEditors` (edited beside the form, e.g. a step's `when` by its pickers).
 */
export function formSchemaFor(schema: JsonSchema, data: unknown, ownEditors: readonly string[] = []): NodeForm {
  if (!isSchema(schema.properties) || !isPlainObject(data)) return { schema, data, kept: {} };
  const hidden = new Set(['kind', '$schema', ...ownEditors]);
  const properties: Record<string, unknown> = {};
  const formData: Record<string, unknown> = {};
  const kept: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(schema.properties)) {
    if (hidden.has(key) || isStructuralList(child)) continue;
    properties[key] = child;
  }
  for (const [key, value] of Object.entries(data)) {
    if (key in properties) formData[key] = value;
    else kept[key] = value;
  }
  const required = Array.isArray(schema.required) ? schema.required.filter((key) => key in properties) : [];
  return { schema: { ...schema, properties, required }, data: formData, kept };
}
