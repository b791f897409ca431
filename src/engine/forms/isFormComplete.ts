import { effectiveShape } from './effectiveShape.ts';
import { isFilled } from './isFilled.ts';
import { isRecord } from './isRecord.ts';

/** Where a field sits in a form's data: property names, and an item's index in a list. */
export type FieldPath = readonly (string | number)[];

/** An object of fields: declared so, or a `oneOf`/`anyOf` of alternative sets of fields (rjsf's selector between them). */
function isObjectSchema(schema: Record<string, unknown>): boolean {
  if (schema.type === 'object') return true;
  if (schema.type !== undefined) return false;
  const options = Array.isArray(schema.oneOf) ? schema.oneOf : Array.isArray(schema.anyOf) ? schema.anyOf : [];
  return isRecord(schema.properties) || options.some((option) => isRecord(option) && isRecord(option.properties));
}

/**
 * The fields that keep a form from being complete, in the order the schema declares them (its
 * required names first): a required field not filled in (strings non-blank after trimming, enums
 * chosen and one of their choices, lists holding `minItems`, at least one), each unfilled field of
 * a required nested object, and each unfilled line of a list (an optional list may be empty, but a
 * line added to it must be filled in). Conditions (`if`/`then`/`else`, also inside `allOf`) are
 * applied to `data` first, so a field hidden by a condition never counts. It does not check other
 * constraints such as `maxLength`. `hidden` names top-level fields a `ui:when` hides now
 * (shownFormAnswers): they never count either. Empty when the form is complete.
 */
export function incompleteFields(
  schema: object,
  data: unknown,
  hidden: ReadonlySet<string> = new Set(),
  at: FieldPath = [],
): FieldPath[] {
  if (!isRecord(data)) return [at];
  const shape = effectiveShape(schema, data);
  const shown = Object.entries(shape.properties).filter(([name]) => !hidden.has(name));
  const required = shape.required
    .filter((name) => !hidden.has(name))
    .flatMap((name) => fieldGaps(shape.properties[name] ?? {}, data[name], [...at, name]));
  const optional = shown.flatMap(([name, property]) =>
    shape.required.includes(name) ? [] : listItemGaps(property, data[name], [...at, name]),
  );
  return [...required, ...optional];
}

/** True only when every required field of the form is filled in (incompleteFields): what enables its submit button (spec §5). */
export function isFormComplete(schema: object, data: unknown, hidden: ReadonlySet<string> = new Set()): boolean {
  return incompleteFields(schema, data, hidden).length === 0;
}

/** The unfilled parts of a required field's value: a nested object's own gaps, else the field, else its unfilled lines. */
function fieldGaps(property: Record<string, unknown>, value: unknown, path: FieldPath): FieldPath[] {
  if (isObjectSchema(property)) return isRecord(value) ? incompleteFields(property, value, new Set(), path) : [path];
  return isFilled(property, value) ? listItemGaps(property, value, path) : [path];
}

/** A required field's value is complete: a nested object complete by its own schema, anything else filled in, its lines too. */
export function isFieldComplete(property: Record<string, unknown>, value: unknown): boolean {
  return fieldGaps(property, value, []).length === 0;
}

/**
 * The unfilled lines of a list: an object item with required fields left empty, a plain item
 * blank. Enum lists (checkboxes) are judged by isFilled alone.
 */
function listItemGaps(property: Record<string, unknown>, value: unknown, path: FieldPath): FieldPath[] {
  const items = property.items;
  if (!Array.isArray(value) || !isRecord(items)) return [];
  if (isObjectSchema(items))
    return value.flatMap((item, index) =>
      isRecord(item) ? incompleteFields(items, item, new Set(), [...path, index]) : [[...path, index]],
    );
  if (Array.isArray(items.enum)) return [];
  return value.flatMap((item, index) => (isFilled(items, item) ? [] : [[...path, index]]));
}
