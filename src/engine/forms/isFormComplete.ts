import { effectiveShape } from './effectiveShape.ts';
import { isFilled } from './isFilled.ts';
import { isRecord } from './isRecord.ts';

/** An object of fields: declared so, or a `oneOf`/`anyOf` of alternative sets of fields (rjsf's selector between them). */
function isObjectSchema(schema: Record<string, unknown>): boolean {
  if (schema.type === 'object') return true;
  if (schema.type !== undefined) return false;
  const options = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : [];
  return isRecord(schema.properties) || options.some((option) => isRecord(option) && isRecord(option.properties));
}

/**
 * True only when every required field of the form is filled in: strings non-blank after
 * trimming, enums chosen (and one of their choices), lists holding `minItems` (at least one)
 * complete items (an optional list may be empty, but its items must be complete too), and
 * required nested objects complete in turn. Conditions (`if`/`then`/`else`, also inside `allOf`) are applied to
 * `data` first, so a field hidden by a condition never counts. This is what enables a form's
 * submit button (spec §5); it does not check other constraints such as `maxLength`. `hidden`
 * names top-level fields a `ui:when` hides now (shownFormAnswers): they never count either.
 */
export function isFormComplete(schema: object, data: unknown, hidden: ReadonlySet<string> = new Set()): boolean {
  if (!isRecord(data)) return false;
  const shape = effectiveShape(schema, data);
  const required = shape.required.filter((name) => !hidden.has(name));
  const requiredFilled = required.every((name) => isFieldComplete(shape.properties[name] ?? {}, data[name]));
  // An optional list may be left empty, but a line added to it must be filled in too.
  return (
    requiredFilled &&
    Object.entries(shape.properties).every(
      ([name, property]) => hidden.has(name) || required.includes(name) || listItemsComplete(property, data[name]),
    )
  );
}

/**
 * A required field's value is complete: a nested object complete by its own schema, anything
 * else filled in, and a list's items complete too.
 */
export function isFieldComplete(property: Record<string, unknown>, value: unknown): boolean {
  if (isObjectSchema(property)) return isRecord(value) && isFormComplete(property, value);
  return isFilled(property, value) && listItemsComplete(property, value);
}

/**
 * Every item of a required list is complete too: an object item has its own required fields
 * filled, a plain item is filled (no blank line left in a list of strings). Enum lists
 * (checkboxes) are judged by isFilled alone.
 */
function listItemsComplete(property: Record<string, unknown>, value: unknown): boolean {
  const items = property.items;
  if (!Array.isArray(value) || !isRecord(items)) return true;
  if (isObjectSchema(items)) return value.every((item) => isRecord(item) && isFormComplete(items, item));
  if (Array.isArray(items.enum)) return true;
  return value.every((item) => isFilled(items, item));
}
