import type { JsonValue } from '../content/types.ts';

/**
 * A stored form may be incomplete (the guards say what is missing, with the spec's messages),
 * but never of the wrong shape: drop `required` (and the rules that only say "filled in") and
 * keep every type and enum rule. A `oneOf` becomes `anyOf`: without `required`, a half-filled
 * answer fits several alternative sets of fields at once (and distinct choices never overlap).
 */
export function storedFormSchema(schema: JsonValue): JsonValue {
  if (Array.isArray(schema)) return schema.map(storedFormSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key !== 'required' && key !== 'minItems' && key !== 'minLength' && key !== 'pattern')
      copy[key === 'oneOf' ? 'anyOf' : key] = storedFormSchema(value);
  }
  return copy;
}
