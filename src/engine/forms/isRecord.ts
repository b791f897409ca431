/** A plain object (not an array or null), as JSON Schema nodes and form data objects are. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
