import type { Content, FormContent, QuestionnaireScreen } from '../content/types.ts';
import { modelFor } from '../steps/registry.ts';
import { errorsText } from '../validation/errorsText.ts';
import type { PrecompiledValidate } from '../validation/types.ts';
import { draftKey } from './draftKey.ts';
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

/** Keeps the step within range and only answers of the right shape for a known step. */
function questionnaireValidator(screen: QuestionnaireScreen): SlotValidator {
  return (value) => {
    if (value === null || typeof value !== 'object') return { ok: false, reason: 'it is not an object' };
    const { step, answers } = value as { step?: unknown; answers?: unknown };
    if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= screen.steps.length) {
      return { ok: false, reason: `its step ${String(step)} is not between 0 and ${screen.steps.length - 1}` };
    }
    if (answers === null || typeof answers !== 'object' || Array.isArray(answers))
      return { ok: false, reason: 'its answers are not an object' };
    const stored = answers as Record<string, unknown>;
    const kept: Record<string, unknown> = {};
    for (const declared of screen.steps) {
      const answer = stored[declared.id];
      if (answer === undefined) continue;
      if (!modelFor(declared).isAnswer(answer))
        return { ok: false, reason: `the answer to "${declared.id}" has the wrong shape` };
      kept[declared.id] = answer;
    }
    return { ok: true, value: { step, answers: kept } };
  };
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
