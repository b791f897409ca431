import { declaredProperties } from '../../engine/forms/declaredProperties.ts';
import { shownOrder } from '../../engine/catalogue/formFields.ts';
import { isPlainObject } from './jsonSchema.ts';
import { moveItem } from './nodeEdits.ts';

/**
 * The names of a form's fields in the order the form shows them: its `ui:order`, with a `*`
 * standing for the fields it does not name (in declaration order), or the declaration order when
 * it has none. The fields are those the checker's ui:order rule counts (declaredProperties).
 */
export function fieldOrder(form: unknown): string[] {
  const schema = isPlainObject(form) ? form.schema : undefined;
  const uiSchema = isPlainObject(form) && isPlainObject(form.uiSchema) ? form.uiSchema : {};
  return shownOrder(declaredProperties(schema), uiSchema['ui:order']).map((property) => property.name);
}

/**
 * The form with field `name` shown where field `target` is now (the fields between shift by one):
 * its `ui:order` rewritten as the full list of field names (a `*` becomes the names it stood for),
 * the rest of the file untouched.
 */
export function moveField(form: Record<string, unknown>, name: string, target: string): Record<string, unknown> {
  const order = fieldOrder(form);
  const from = order.indexOf(name);
  const to = order.indexOf(target);
  if (from < 0 || to < 0) return form;
  const uiSchema = isPlainObject(form.uiSchema) ? form.uiSchema : {};
  return { ...form, uiSchema: { ...uiSchema, 'ui:order': moveItem(order, from, to) } };
}
