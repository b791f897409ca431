import type { JsonValue } from '../content/types.ts';

/** Rules that say a field is filled in, or filled in as it must be before Continue. */
const fillingRules = new Set(['required', 'minItems', 'minLength', 'pattern', 'format']);

/** Keywords whose value maps names to schemas: a field named `format` or `required` is a field, not a rule. */
const schemaMaps = new Set(['properties', 'patternProperties', 'definitions', '$defs', 'dependentSchemas']);

function storedMap(map: JsonValue): JsonValue {
  if (map === null || typeof map !== 'object' || Array.isArray(map)) return map;
  return Object.fromEntries(Object.entries(map).map(([name, schema]) => [name, storedFormSchema(schema)]));
}

/**
 * A stored form may be incomplete (the guards say what is missing, with the spec's messages),
 * but never of the wrong shape: drop `required` and the rules that only say "filled in" (a draft
 * holds `jane@` while the address is being typed; the form's validator checks its `format` on
 * Continue, the server's format rule on a submitted form) and keep every type and enum rule. A
 * `oneOf` becomes `anyOf`: without `required`, a half-filled answer fits several alternative sets
 * of fields at once (and distinct choices never overlap).
 */
export function storedFormSchema(schema: JsonValue): JsonValue {
  if (Array.isArray(schema)) return schema.map(storedFormSchema);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: Record<string, JsonValue> = {};
  for (const [key, value] of Object.entries(schema)) {
    if (schemaMaps.has(key)) copy[key] = storedMap(value);
    else if (!fillingRules.has(key)) copy[key === 'oneOf' ? 'anyOf' : key] = storedFormSchema(value);
  }
  return copy;
}
