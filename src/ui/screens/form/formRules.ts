import { formFields } from '../../../engine/catalogue/formFields.ts';
import type { FormContent, FormScreen } from '../../../engine/content/types.ts';
import { shownFormAnswers, type ShownForm } from '../../../engine/forms/shownFormAnswers.ts';
import type { LogicContext } from '../../../engine/logic/logicData.ts';

/**
 * A form screen's `ui:when` rules bound to its fields (formFields, the catalogue's order) and what
 * they read besides the form: loaded only for a form that has such a rule (useShownFields).
 */
export function shownFor(
  form: FormContent,
  screen: Pick<FormScreen, 'id' | 'store'>,
  context: LogicContext,
): (values: Readonly<Record<string, unknown>>) => ShownForm {
  const fields = formFields(screen, form);
  return (values) => shownFormAnswers(form.schema, fields, values, { store: screen.store, context });
}
