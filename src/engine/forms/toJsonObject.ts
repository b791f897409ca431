import type { JsonObject, JsonValue } from '../content/types.ts';
import { isRecord } from './isRecord.ts';

function toJsonValue(value: unknown): JsonValue | undefined {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (Array.isArray(value)) return value.map(toJsonValue).filter((item): item is JsonValue => item !== undefined);
  if (isRecord(value)) return toJsonObject(value);
  return undefined;
}

/**
 * Form data as it is stored: a JSON object with the keys whose value is undefined (an emptied
 * field) left out, and anything else that JSON cannot hold dropped.
 */
export function toJsonObject(data: Readonly<Record<string, unknown>>): JsonObject {
  const result: JsonObject = {};
  for (const [key, value] of Object.entries(data)) {
    const json = toJsonValue(value);
    if (json !== undefined) result[key] = json;
  }
  return result;
}
