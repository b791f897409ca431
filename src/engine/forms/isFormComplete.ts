import { effectiveShape } from './effectiveShape.ts';
import { isFilled } from './isFilled.ts';
import { isRecord } from './isRecord.ts';

function isObjectSchema(schema: Record<string, unknown>): boolean {
  return schema.type === 'object' || (schema.type === undefined && isRecord(schema.properties));
}

/**
 * True only when every required field of the form is filled in: strings non-blank after
 * trimming, enums chosen (and one of their choices), arrays non-empty, and required nested
 * objects complete in turn. Conditions (`if`/`then`/`else`, also inside `allOf`) are applied to
 * `data` first, so a field hidden by a condition never counts. This is what enables a form's
 * submit button (spec §5); it does not check other constraints such as `maxLength`.
 */
export function isFormComplete(schema: object, data: unknown): boolean {
  if (!isRecord(data)) return false;
  const shape = effectiveShape(schema, data);
  return shape.required.every((name) => {
    const property = shape.properties[name] ?? {};
    const value = data[name];
    if (isObjectSchema(property)) return isRecord(value) && isFormComplete(property, value);
    return isFilled(property, value);
  });
}
