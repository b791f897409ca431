import { isRecord } from './isRecord.ts';
import { matchesSchema } from './matchesSchema.ts';

/** Whether a form answer holds something for a field (an emptied field is undefined or ''). */
const answered = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * The option of a `oneOf`/`anyOf` of alternative sets of fields that `data` fills: the first with
 * an answer in a field of its own (as rjsf keeps only the chosen option's answers), else the first.
 */
function chosenOption(options: readonly unknown[], data: unknown): unknown {
  const filled = isRecord(data) ? data : {};
  const own = (option: unknown) =>
    isRecord(option) && isRecord(option.properties) ? Object.keys(option.properties) : [];
  return options.find((option) => own(option).some((name) => answered(filled[name]))) ?? options[0];
}

/** The properties and required names of an object schema once its conditions are applied to some data. */
export interface ObjectShape {
  properties: Record<string, Record<string, unknown>>;
  required: string[];
}

/**
 * Resolves `schema` against `data`: its own `properties` and `required`, plus those of every
 * `allOf` part and of the `then` or `else` branch each `if` selects (top level or inside `allOf`,
 * nested to any depth), and of the option of a `oneOf`/`anyOf` of fields that the data fills. A
 * property declared only in an inactive branch or option is absent: it is hidden.
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
  for (const key of ['oneOf', 'anyOf'] as const) {
    const options = schema[key];
    if (Array.isArray(options) && options.some((option) => isRecord(option) && isRecord(option.properties)))
      parts.push(chosenOption(options, data));
  }

  for (const part of parts) {
    const sub = effectiveShape(part, data);
    for (const [name, property] of Object.entries(sub.properties)) {
      shape.properties[name] = { ...shape.properties[name], ...property };
    }
    for (const name of sub.required) if (!shape.required.includes(name)) shape.required.push(name);
  }
  return shape;
}
