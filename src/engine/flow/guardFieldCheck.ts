import type { Content } from '../content/types.ts';
import { declaredSchemas } from '../forms/declaredProperties.ts';
import { isFieldComplete } from '../forms/isFormComplete.ts';
import { isBlank } from '../values/isBlank.ts';

/** Whether a guard's required field of a store is there: `store.field` holding `value`. */
export type GuardFieldCheck = (store: string, field: string, value: unknown) => boolean;

/** The guards' rule for every field of every store: not blank. */
export const notBlank: GuardFieldCheck = (_store, _field, value) => !isBlank(value);

/**
 * The guards' rule for `content`: a field is there when it is not blank and, for a list a form
 * stores, when its items are complete as the form's own rules say (a co-founder without the
 * required role fails the guard with its "invalid" message, as a blank field does). A stored
 * answer that was tampered with, or written by an older form, cannot slip an incomplete item
 * past the guard that stands before an analysis.
 */
export function guardFieldCheck(content: Pick<Content, 'flows' | 'forms'>): GuardFieldCheck {
  // Each form-written store's declared fields, looked up by name for every guarded field.
  const fieldsOfStore = new Map<string, Map<string, Record<string, unknown>>>();
  for (const flow of content.flows) {
    for (const screen of flow.screens) {
      if (screen.type !== 'form') continue;
      const form = content.forms[screen.form];
      if (form) fieldsOfStore.set(screen.store, declaredSchemas(form.schema));
    }
  }
  return (store, field, value) => {
    if (isBlank(value)) return false;
    const property = fieldsOfStore.get(store)?.get(field);
    if (!property || !Array.isArray(value)) return true;
    return isFieldComplete(property, value);
  };
}
