import { isPlainObject } from './jsonSchema.ts';
import { freshId } from './nodeEdits.ts';

/** Every step id in a list of steps, follow-ups (to any depth) included: a questionnaire's answer keys. */
export function questionIds(steps: readonly unknown[]): string[] {
  return steps.flatMap((step) => {
    if (!isPlainObject(step)) return [];
    const own = typeof step.id === 'string' ? [step.id] : [];
    const options = Array.isArray(step.options) ? step.options : [];
    const followUps = options.flatMap((option) =>
      isPlainObject(option) && option.followUp !== undefined ? [option.followUp] : [],
    );
    return [...own, ...questionIds(followUps)];
  });
}

/** Up to three words of an option's value as an id part: "Specific region (please specify)" → "specific-region-please". */
function idPart(value: string): string {
  const words = value.toLowerCase().match(/[a-z0-9]+/g) ?? [];
  return words.slice(0, 3).join('-') || 'option';
}

/**
 * A new follow-up for one option of `step`: a text question with an id no question of the
 * questionnaire uses (`taken`), made from the step's id and the option's value, titled from the
 * option's label so the editor sees at once what it follows; they retitle it ("Which region?").
 */
export function newFollowUp(step: unknown, option: unknown, taken: readonly string[]): Record<string, unknown> {
  const stepId = isPlainObject(step) && typeof step.id === 'string' ? step.id : 'question';
  const value = isPlainObject(option) && typeof option.value === 'string' ? option.value : '';
  const label = isPlainObject(option) && typeof option.label === 'string' ? option.label : value;
  return { id: freshId(taken, `${stepId}-${idPart(value)}`), type: 'text', title: `More about “${label}”` };
}
