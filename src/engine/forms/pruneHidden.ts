import { conditionalNames } from './declaredProperties.ts';
import { effectiveShape } from './effectiveShape.ts';
import { isRecord } from './isRecord.ts';

/**
 * A copy of `data` without the fields a condition hides: a property declared only in a
 * conditional branch (e.g. buyer-profile's otherIndustry, declared in the `then` of
 * "industries contains Other") is dropped unless its branch is active for `data`.
 * Nested objects are pruned against their own schema. Other keys are kept as they are.
 */
export function pruneHidden(schema: object, data: Readonly<Record<string, unknown>>): Record<string, unknown> {
  if (!isRecord(schema)) return { ...data };
  const hideable = conditionalNames(schema);
  const shape = effectiveShape(schema, data);
  const result: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data)) {
    const property = shape.properties[name];
    if (hideable.has(name) && !property) continue;
    result[name] = property && isRecord(value) ? pruneHidden(property, value) : value;
  }
  return result;
}
