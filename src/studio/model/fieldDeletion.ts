import type { PathSegment } from '../../checker/problem.ts';
import { fieldOrder } from './fieldOrder.ts';
import { formFields } from './formFields.ts';
import { isPlainObject } from './jsonSchema.ts';
import { getIn, setIn } from './nodeEdits.ts';

/** A form field the editor deleted: every place the form named it, to put each back as it was. */
export interface FieldDeletion {
  kind: 'field';
  file: string;
  name: string;
  /** What the editor knows it by: `field “Which city?”`. */
  label: string;
  /** Its place among the form's fields as the navigator lists them (the form's order), where Undo stands. */
  index: number;
  /** Where its JSON Schema was declared (['schema', 'properties', name], or inside a condition's branch). */
  path: PathSegment[];
  schema: unknown;
  /** Its place among the keys of the `properties` that declared it, so it goes back there. */
  position: number;
  /** The `required` list that named it, where in it, and the list's place among its object's keys. */
  required?: { path: PathSegment[]; index: number; position: number };
  /** Its place in `ui:order`. */
  order?: number;
  /** Its uiSchema entry (widget, messages, `ui:when`), and that entry's place among the uiSchema's keys. */
  ui?: { entry: unknown; position: number };
}

/** `object` with `key` set to `value` at `position` among its keys (at the end when it has fewer). */
function withKeyAt(object: unknown, key: string, value: unknown, position: number): Record<string, unknown> {
  const entries = Object.entries(isPlainObject(object) ? object : {}).filter(([name]) => name !== key);
  entries.splice(Math.min(position, entries.length), 0, [key, value]);
  return Object.fromEntries(entries);
}

/**
 * The form without the field `name`: its declaration, its name in `required` and `ui:order`, and
 * its uiSchema entry, with the deletion that puts each back; undefined when the form has no such field.
 */
export function deleteField(
  form: unknown,
  place: { file: string; name: string; label: string },
): { data: unknown; deletion: FieldDeletion } | undefined {
  const field = formFields(form).find((candidate) => candidate.name === place.name);
  if (!field) return undefined;
  const owner = field.path.slice(0, -1);
  const requiredPath = [...field.path.slice(0, -2), 'required'];
  const required = getIn(form, requiredPath);
  const requiredIndex = Array.isArray(required) ? required.indexOf(place.name) : -1;
  const uiSchema = isPlainObject(form) && isPlainObject(form.uiSchema) ? form.uiSchema : undefined;
  const order = uiSchema?.['ui:order'];
  const orderIndex = Array.isArray(order) ? order.indexOf(place.name) : -1;
  const uiKeys = Object.keys(uiSchema ?? {});
  const deletion: FieldDeletion = {
    kind: 'field',
    ...place,
    index: fieldOrder(form).indexOf(place.name),
    path: field.path,
    schema: getIn(form, field.path),
    position: Object.keys(getIn(form, owner) as object).indexOf(place.name),
    ...(requiredIndex >= 0
      ? {
          required: {
            path: requiredPath,
            index: requiredIndex,
            position: Object.keys(getIn(form, requiredPath.slice(0, -1)) as object).indexOf('required'),
          },
        }
      : {}),
    ...(orderIndex >= 0 ? { order: orderIndex } : {}),
    ...(uiKeys.includes(place.name)
      ? { ui: { entry: uiSchema?.[place.name], position: uiKeys.indexOf(place.name) } }
      : {}),
  };
  let data = setIn(form, field.path, undefined);
  if (Array.isArray(required) && requiredIndex >= 0)
    data = setIn(data, requiredPath, required.length > 1 ? required.filter((name) => name !== place.name) : undefined);
  if (Array.isArray(order) && orderIndex >= 0)
    data = setIn(
      data,
      ['uiSchema', 'ui:order'],
      order.filter((name) => name !== place.name),
    );
  if (deletion.ui) data = setIn(data, ['uiSchema', place.name], undefined);
  return { data, deletion };
}

/**
 * The form with the deleted field back in every place it was. With no other edit in between, the
 * data equals what it was before the delete, so the file is written exactly as it was.
 */
export function restoreField(form: unknown, deletion: FieldDeletion): unknown {
  const owner = deletion.path.slice(0, -1);
  let data = setIn(form, owner, withKeyAt(getIn(form, owner), deletion.name, deletion.schema, deletion.position));
  if (deletion.required) {
    const { path, index, position } = deletion.required;
    const list = getIn(data, path);
    const names = Array.isArray(list) ? list.filter((name) => name !== deletion.name) : [];
    names.splice(Math.min(index, names.length), 0, deletion.name);
    const parent = path.slice(0, -1);
    data = setIn(data, parent, withKeyAt(getIn(data, parent), 'required', names, position));
  }
  if (deletion.order !== undefined) {
    const list = getIn(data, ['uiSchema', 'ui:order']);
    const names = Array.isArray(list) ? list.filter((name) => name !== deletion.name) : [];
    names.splice(Math.min(deletion.order, names.length), 0, deletion.name);
    data = setIn(data, ['uiSchema', 'ui:order'], names);
  }
  if (deletion.ui)
    data = setIn(
      data,
      ['uiSchema'],
      withKeyAt(getIn(data, ['uiSchema']), deletion.name, deletion.ui.entry, deletion.ui.position),
    );
  return data;
}

/** Whether the form declares the deleted field again. */
export function isFieldBack(form: unknown, deletion: FieldDeletion): boolean {
  return formFields(form).some((field) => field.name === deletion.name);
}
