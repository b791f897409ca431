import { isSchema, type JsonSchema } from './jsonSchema.ts';

/** Keys whose text is prose or a template: edited in a text area. */
const proseKeys = /^(description|template|body|text|message|intro|paragraphs?)$/i;

/**
 * Widgets for a node's form, from its schema and data alone: long or multi-line text gets a text
 * area. Recurses into objects so nested texts get the same treatment.
 */
export function uiSchemaFor(schema: JsonSchema, data: unknown): Record<string, unknown> {
  const ui: Record<string, unknown> = {};
  if (!isSchema(schema.properties)) return ui;
  const values = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  for (const [key, child] of Object.entries(schema.properties)) {
    if (!isSchema(child)) continue;
    const value = values[key];
    if (typeof value === 'string' && (value.includes('\n') || value.length > 90 || proseKeys.test(key)))
      ui[key] = { 'ui:widget': 'textarea', 'ui:options': { rows: value.includes('\n') ? 8 : 3 } };
    else if (isSchema(child.properties)) ui[key] = uiSchemaFor(child, value);
  }
  return ui;
}
