import type { Step } from '../content/types.ts';
import { isBlank } from '../values/isBlank.ts';

/**
 * Whether Next passes this step with nothing kept for it: the step is optional (`required: false`)
 * and the person gave no answer (nothing, blank text, no box ticked). A given answer is checked
 * by the step's model as on any step.
 */
export function passesUnanswered(step: Step, answer: unknown): boolean {
  return step.required === false && isBlank(answer);
}
