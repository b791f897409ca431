import { declaredProperties } from '../../engine/forms/declaredProperties.ts';
import { isPlainObject } from './jsonSchema.ts';
import { moveItem } from './nodeEdits.ts';

/**
 * The names of a form's fields in the order the form shows them: its `ui:order`, with a `*`
 * standing for the fields it does not name (in declaration order), or the declaration order when
 * it has none. The fields are those the checker's ui:order rule counts (declaredProperties).
 */
export function fieldOrder(form: unknown): string[] {
  const schema = isPlainObject(form) ? form.schema : undefined;
  const names = declaredProperties(schema).map((property) => property.name);
  const uiSchema = isPlainObject(form) && isPlainObject(form.uiSchema) ? form.uiSchema : {};
  const order = uiSchema['ui:order'];
  if (!Array.isArray(order)) return names;
  const named = order.filter((entry): entry is string => typeof entry === 'string' && names.includes(entry));
  const rest = names.filter((name) => !named.includes(name));
  const star = order.indexOf('*');
  if (star < 0) return [...named, ...rest];
  const before = order.slice(0, star).filter((entry): entry is string => named.includes(entry as string));
  return [...before, ...rest, ...named.filter((name) => !before.includes(name))];
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
