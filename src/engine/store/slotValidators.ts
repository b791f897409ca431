import type { Content, FormContent } from '../content/types.ts';
import { errorsText } from '../validation/errorsText.ts';
import type { PrecompiledValidate } from '../validation/types.ts';
import { draftKey } from './draftKey.ts';
import { questionnaireValidator } from './questionnaireValidator.ts';
import type { SlotValidator } from './sessionStore.ts';

/**
 * A stored form's shape (storedFormSchema: every type and enum rule, no `required`), checked
 * by the validator the build compiled for it (tools/validators/compileValidators.ts).
 */
function formValidator(form: FormContent, compiled: Readonly<Record<string, PrecompiledValidate>>): SlotValidator {
  const validate = compiled[form.id];
  if (!validate) throw new Error(`No compiled validator for the form "${form.id}"`);
  return (value) =>
    validate(value) ? { ok: true, value } : { ok: false, reason: errorsText(validate.errors, form.id) };
}

/**
 * One validator per store key that some screen of `content` writes, and per form draft;
 * `compiledForms` holds each form's compiled stored-shape validator (FlowValidators.forms).
 */
export function slotValidators(
  content: Content,
  compiledForms: Readonly<Record<string, PrecompiledValidate>>,
): Record<string, SlotValidator> {
  const validators: Record<string, SlotValidator> = {};
  for (const flow of content.flows) {
    for (const screen of flow.screens) {
      if (screen.type === 'questionnaire') validators[screen.store] = questionnaireValidator(screen);
      if (screen.type === 'form') {
        const form = content.forms[screen.form];
        if (!form) continue;
        const validate = formValidator(form, compiledForms);
        validators[screen.store] = validate;
        validators[draftKey(screen.store)] = validate;
      }
    }
  }
  return validators;
}
