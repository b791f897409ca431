import Ajv from 'ajv';
import type { Content, FormContent, JsonObject, JsonValue } from '../content/types.ts';
import { questionnaireValidator } from './questionnaireValidator.ts';
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

/**
 * Where a form keeps what the user has typed but not yet submitted, so a reload loses nothing.
 * Separate from the submitted value, which is what guards and analyses trust.
 */
export function draftKey(store: string): string {
  return `${store}Draft`;
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
