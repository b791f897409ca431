import type { JsonObject, JsonValue } from '../../engine/content/types.ts';

const isObject = (value: JsonValue | undefined): value is JsonObject =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

function firstChoice(schema: JsonObject): JsonValue | undefined {
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (Array.isArray(schema.oneOf)) return schema.oneOf.find(isObject)?.const;
  return undefined;
}

function sampleText(key: string, schema: JsonObject, ui: JsonObject | undefined): string {
  if (ui?.['ui:widget'] === 'email' || schema.format === 'email' || /e-?mail/i.test(key)) return 'editor@example.com';
  const text = `Sample ${typeof schema.title === 'string' ? schema.title : key}`;
  return text.padEnd(typeof schema.minLength === 'number' ? schema.minLength : 0, '.');
}

function sampleList(key: string, schema: JsonObject, ui: JsonObject | undefined): JsonValue[] {
  const count = Math.max(1, typeof schema.minItems === 'number' ? schema.minItems : 1);
  const items = isObject(schema.items) ? schema.items : {};
  const choices = Array.isArray(items.enum)
    ? items.enum
    : Array.isArray(items.oneOf)
      ? items.oneOf.filter(isObject).map((option) => option.const ?? null)
      : undefined;
  if (choices) return choices.slice(0, count);
  const one = sampleValue(key, items, ui);
  return one === undefined ? [] : Array.from({ length: count }, () => one);
}

function sampleValue(key: string, schema: JsonObject, ui: JsonObject | undefined): JsonValue | undefined {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  const choice = firstChoice(schema);
  if (choice !== undefined) return choice;
  switch (schema.type) {
    case 'string':
      return sampleText(key, schema, ui);
    case 'number':
    case 'integer':
      return typeof schema.minimum === 'number' ? schema.minimum : 1;
    case 'boolean':
      return true;
    case 'array':
      return sampleList(key, schema, ui);
    case 'object':
      return sampleFormData(schema, ui);
    default:
      return undefined;
  }
}

/**
 * Plausible data for every property of a form's schema (defaults, the first choice, or text
 * named after the field), so an editor can open any screen with earlier forms already filled.
 */
export function sampleFormData(schema: JsonObject, uiSchema?: JsonObject): JsonObject {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const data: JsonObject = {};
  for (const [key, property] of Object.entries(properties)) {
    if (!isObject(property)) continue;
    const ui = uiSchema?.[key];
    const value = sampleValue(key, property, isObject(ui) ? ui : undefined);
    if (value !== undefined) data[key] = value;
  }
  return data;
}
