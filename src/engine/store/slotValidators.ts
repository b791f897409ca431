import type { Content, FlowContent, FormContent, Screen } from '../content/types.ts';
import { storedShapeProblem } from '../forms/storedShapeProblem.ts';
import type { PrecompiledValidate } from '../validation/types.ts';
import { consentKey } from '../flow/collect.ts';
import { screenAnalysis } from '../flow/screenKinds.ts';
import { flowSession, paramsKey, paramsValidator } from '../params/urlParams.ts';
import { keptResultValidator, screenKeptResultKey } from './keptResult.ts';
import { questionnaireValidator } from './questionnaireValidator.ts';
import { screenSlotKeys } from './screenSlotKeys.ts';
import type { SlotValidator } from './slotValidator.ts';

/**
 * A stored form's shape (storedFormSchema: every type and enum rule, no `required`), checked
 * by the validator the build compiled for it (tools/validators/compileValidators.ts).
 */
function formValidator(form: FormContent, compiled: Readonly<Record<string, PrecompiledValidate>>): SlotValidator {
  const validate = compiled[form.id];
  if (!validate) throw new Error(`No compiled validator for the form "${form.id}"`);
  return (value) =>
    validate(value) ? { ok: true, value } : { ok: false, reason: storedShapeProblem(validate.errors, form, value) };
}

/** What checks the values a screen stores (the same for a form's draft as for its submitted value). */
function screenValidator(
  content: Pick<Content, 'flows' | 'forms' | 'analyses'>,
  flow: FlowContent,
  screen: Screen,
  compiledForms: Readonly<Record<string, PrecompiledValidate>>,
): SlotValidator | undefined {
  if (screen.type === 'questionnaire') {
    const validate = questionnaireValidator(screen, flow.computed);
    // Its conditions may read the flow's URL parameters, kept under their own key.
    return (value, session = {}) => validate(value, flowSession(session, flow.id));
  }
  if (screen.type !== 'form') return undefined;
  const form = content.forms[screen.form];
  return form ? formValidator(form, compiledForms) : undefined;
}

/** A collecting flow's consent: ticked or not. */
const consentValidator: SlotValidator = (value) =>
  typeof value === 'boolean' ? { ok: true, value } : { ok: false, reason: 'consent is not true or false' };

/**
 * One validator per store key that some screen of `content` writes, per form draft, per kept
 * analysis result, per collecting flow's consent and per flow's URL parameters;
 * `compiledForms` holds each form's compiled stored-shape validator (FlowValidators.forms).
 */
export function slotValidators(
  content: Pick<Content, 'flows' | 'forms' | 'analyses'>,
  compiledForms: Readonly<Record<string, PrecompiledValidate>>,
): Record<string, SlotValidator> {
  const validators: Record<string, SlotValidator> = {};
  for (const flow of content.flows) {
    for (const screen of flow.screens) {
      const keptKey = screenKeptResultKey(screen);
      const link = screenAnalysis(screen);
      const analysis = link ? content.analyses[link.prompt] : undefined;
      if (keptKey && analysis) validators[keptKey] = keptResultValidator(analysis);
      const validate = screenValidator(content, flow, screen, compiledForms);
      if (!validate) continue;
      for (const key of screenSlotKeys(screen)) validators[key] = validate;
    }
    if (flow.collect) validators[consentKey(flow.id)] = consentValidator;
    if (flow.params) validators[paramsKey(flow.id)] = paramsValidator(flow.params);
  }
  return validators;
}
