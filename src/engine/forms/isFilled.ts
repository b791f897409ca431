import { isRecord } from './isRecord.ts';

/** The values an enum-like schema allows (`enum`, or `oneOf`/`anyOf` of `const`s), or undefined when unrestricted. */
function allowedValues(schema: Record<string, unknown>): unknown[] | undefined {
  if (Array.isArray(schema.enum)) return schema.enum as unknown[];
  if ('const' in schema) return [schema.const];
  const options = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : undefined;
  if (options && options.length > 0 && options.every((option) => isRecord(option) && 'const' in option)) {
    return options.map((option) => (isRecord(option) ? option.const : undefined));
  }
  return undefined;
}

/**
 * Whether one non-object value counts as filled in for its property schema: a string that is
 * not blank after trimming, a number, a boolean, or a non-empty array (at least `minItems`);
 * for an enum-like schema the value (each item, for an array) must be one of the choices.
 */
export function isFilled(schema: Record<string, unknown>, value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (Array.isArray(value)) {
    const minItems = typeof schema.minItems === 'number' ? schema.minItems : 1;
    if (value.length < Math.max(1, minItems)) return false;
    const itemChoices = isRecord(schema.items) ? allowedValues(schema.items) : undefined;
    return !itemChoices || value.every((item) => itemChoices.includes(item));
  }
  if (typeof value === 'string' && value.trim() === '') return false;
  if (typeof value === 'number' && !Number.isFinite(value)) return false;
  if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return false;
  const choices = allowedValues(schema);
  return !choices || choices.includes(value);
}
