import { formFields } from './formFields.ts';
import { isPlainObject } from './jsonSchema.ts';
import { getIn, setIn } from './nodeEdits.ts';

/**
 * A field's id from the name an editor types: "Experience level" → experienceLevel. Letters and
 * digits only, starting with a letter (the form's answers are stored under it).
 */
export function fieldIdOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter((word) => word !== '');
  const id = words
    .map((word, index) =>
      index === 0 ? word.charAt(0).toLowerCase() + word.slice(1) : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join('');
  return /^\d/.test(id) ? `field${id}` : id;
}

/** Where the `required` list that names a field sits: the object that declares it. */
function requiredPathOf(form: unknown, name: string) {
  const field = formFields(form).find((candidate) => candidate.name === name);
  return field ? [...field.path.slice(0, -2), 'required'] : undefined;
}

export function isRequired(form: unknown, name: string): boolean {
  const path = requiredPathOf(form, name);
  const list = path ? getIn(form, path) : undefined;
  return Array.isArray(list) && list.includes(name);
}

/** The form with the field named in (or taken out of) the `required` list beside it. */
export function withRequired(form: unknown, name: string, required: boolean): unknown {
  const path = requiredPathOf(form, name);
  if (!path) return form;
  const list = getIn(form, path);
  const others: unknown[] = Array.isArray(list) ? list.filter((entry: unknown) => entry !== name) : [];
  const next = required ? [...others, name] : others;
  return setIn(form, path, next.length > 0 ? next : undefined);
}

export function placeholderOf(form: unknown, name: string): string {
  const ui = isPlainObject(form) && isPlainObject(form.uiSchema) ? form.uiSchema[name] : undefined;
  const text = isPlainObject(ui) ? ui['ui:placeholder'] : undefined;
  return typeof text === 'string' ? text : '';
}

/** The form with the field's example text in its uiSchema (an empty text removes it). */
export function withPlaceholder(form: unknown, name: string, placeholder: string): unknown {
  const ui = isPlainObject(form) && isPlainObject(form.uiSchema) ? form.uiSchema[name] : undefined;
  const { 'ui:placeholder': _old, ...rest } = isPlainObject(ui) ? ui : {};
  const next = placeholder === '' ? rest : { ...rest, 'ui:placeholder': placeholder };
  return setIn(form, ['uiSchema', name], Object.keys(next).length > 0 ? next : undefined);
}

/** What editors call a field: its label, else its id. */
export function fieldTitle(form: unknown, name: string): string {
  const field = formFields(form).find((candidate) => candidate.name === name);
  const title = field ? getIn(form, [...field.path, 'title']) : undefined;
  return typeof title === 'string' && title.trim() !== '' ? title : name;
}
