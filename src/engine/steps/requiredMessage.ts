import type { Step } from '../content/types.ts';
import type { StepMessages } from './stepModel.ts';

/** A step may word its own "answer required" message; the app's wording is the fallback. */
export function requiredMessage(step: Step, messages: StepMessages): string {
  return step.requiredMessage ?? messages.answerRequired;
}
