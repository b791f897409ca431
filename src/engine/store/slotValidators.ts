import Ajv from 'ajv';
import type { Content, FormContent, JsonObject, JsonValue, QuestionnaireScreen } from '../content/types.ts';
import { modelFor } from '../steps/registry.ts';
import { draftKey } from './draftKey.ts';
import type { SlotValidator } from './sessionStore.ts';

/**
 * A stored form may be incomplete (the guards say what is missing, with the spec's messages),
 * but never of the wrong shape: drop `required` and keep every type and enum rule.
 */
function withoutRequired(schema: JsonValue): JsonValue {
  if (Array.isArray(schema)) return schema.map(withoutRequired);
  if (schema === null || typeof schema !== 'object') return schema;
  const copy: JsonObject = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key !== 'required' && key !== 'minItems' && key !== 'minLength' && key !== 'pattern')
      copy[key] = withoutRequired(value);
  }
  return copy;
}

function formValidator(ajv: Ajv, form: FormContent): SlotValidator {
  const validate = ajv.compile(withoutRequired(form.schema) as object);
  return (value) =>
    validate(value)
      ? { ok: true, value }
      : { ok: false, reason: ajv.errorsText(validate.errors, { dataVar: form.id }) };
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

/** One validator per store key that some screen writes, and per form draft. */
export function slotValidators(content: Content): Record<string, SlotValidator> {
  const ajv = new Ajv({ allErrors: false, strict: false });
  const validators: Record<string, SlotValidator> = {};
  for (const flow of content.flows) {
    for (const screen of flow.screens) {
      if (screen.type === 'questionnaire') validators[screen.store] = questionnaireValidator(screen);
      if (screen.type === 'form') {
        const form = content.forms[screen.form];
        if (!form) continue;
        const validate = formValidator(ajv, form);
        validators[screen.store] = validate;
        validators[draftKey(screen.store)] = validate;
      }
    }
  }
  return validators;
}
