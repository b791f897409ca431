import { isRecord } from './isRecord.ts';
import { matchesSchema } from './matchesSchema.ts';

/** The properties and required names of an object schema once its conditions are applied to some data. */
export interface ObjectShape {
  properties: Record<string, Record<string, unknown>>;
  required: string[];
}

/**
 * Resolves `schema` against `data`: its own `properties` and `required`, plus those of every
 * `allOf` part and of the `then` or `else` branch each `if` selects (top level or inside `allOf`,
 * nested to any depth). A property declared only in an inactive branch is absent: it is hidden.
 * A branch's property keywords are merged over the base declaration of the same property.
 * `$ref` is not followed.
 */
export function effectiveShape(schema: unknown, data: unknown): ObjectShape {
  const shape: ObjectShape = { properties: {}, required: [] };
  if (!isRecord(schema)) return shape;

  if (isRecord(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      if (isRecord(property)) shape.properties[name] = property;
    }
  }
  if (Array.isArray(schema.required)) {
    for (const name of schema.required) if (typeof name === 'string') shape.required.push(name);
  }

  const parts: unknown[] = Array.isArray(schema.allOf) ? [...(schema.allOf as unknown[])] : [];
  if ('if' in schema) parts.push(matchesSchema(schema.if, data) ? schema.then : schema.else);

  for (const part of parts) {
    const sub = effectiveShape(part, data);
    for (const [name, property] of Object.entries(sub.properties)) {
      shape.properties[name] = { ...shape.properties[name], ...property };
    }
    for (const name of sub.required) if (!shape.required.includes(name)) shape.required.push(name);
  }
  return shape;
}
