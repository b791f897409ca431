import { isSchema, type JsonSchema } from './jsonSchema.ts';

/** Keys whose text is prose or a template: edited in a text area. */
const proseKeys = /^(description|template|body|text|message|intro|paragraphs?)$/i;

/** A key as a label: requiredMessage → "Required message", minLength → "Min length". */
function labelOf(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]+/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Widgets and labels for a node's form, from its schema and data alone: each key labelled in
 * words (unless the schema gives a title), long or multi-line text in a text area. Recurses into
 * objects so nested keys get the same treatment.
 */
export function uiSchemaFor(schema: JsonSchema, data: unknown): Record<string, unknown> {
  const ui: Record<string, unknown> = {};
  if (!isSchema(schema.properties)) return ui;
  const values = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  for (const [key, child] of Object.entries(schema.properties)) {
    if (!isSchema(child)) continue;
    const value = values[key];
    const entry: Record<string, unknown> = isSchema(child.properties) ? uiSchemaFor(child, value) : {};
    if (typeof child.title !== 'string') entry['ui:title'] = labelOf(key);
    if (typeof value === 'string' && (value.includes('\n') || value.length > 90 || proseKeys.test(key)))
      Object.assign(entry, { 'ui:widget': 'textarea', 'ui:options': { rows: value.includes('\n') ? 8 : 3 } });
    ui[key] = entry;
  }
  return ui;
}
