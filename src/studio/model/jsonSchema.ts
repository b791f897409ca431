/** A JSON Schema as the content schemas write them: plain JSON objects. */
export type JsonSchema = { [key: string]: unknown };

export function isSchema(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
