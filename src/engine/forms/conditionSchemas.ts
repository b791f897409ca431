import { isRecord } from './isRecord.ts';

/** Every `if` schema effectiveShape may evaluate in `schema`: top level, in `allOf` and in branches, at any depth. */
export function conditionSchemas(schema: unknown): object[] {
  if (!isRecord(schema)) return [];
  const found: object[] = [];
  if (isRecord(schema.if)) found.push(schema.if);
  const parts = [...(Array.isArray(schema.allOf) ? (schema.allOf as unknown[]) : []), schema.then, schema.else];
  for (const part of parts) found.push(...conditionSchemas(part));
  if (isRecord(schema.properties)) {
    for (const property of Object.values(schema.properties)) found.push(...conditionSchemas(property));
  }
  return found;
}
