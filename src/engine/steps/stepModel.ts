import type { AppContent, Answer, Step } from '../content/types.ts';
import type { LogicValue } from '../logic/logicValue.ts';
import type { Restored } from './restore/restored.ts';

/**
 * Messages a step model may return; the app supplies the configured wording (flows/app.yaml
 * `messages`), which a form field breaking the same rule shares (`minimum`, `emailInvalid`).
 */
export type StepMessages = Pick<
  AppContent['messages'],
  'answerRequired' | 'minimum' | 'maximum' | 'numberOffStep' | 'emailInvalid' | 'dateTooEarly' | 'dateTooLate'
>;

/**
 * What the app needs at run time about one step type, free of any rendering. Build-time and
 * preview knowledge (declaration checks, sample answers) lives in ./authoring, so it stays out of
 * the browser bundle. A new step type is one model here (src/engine/steps/<type>.ts), one
 * authoring side (src/engine/steps/authoring/<type>.ts), one view in src/ui/steps (each registered
 * once in its folder's registry.ts) and the declaration's keys under $defs in
 * schemas/content/flow.schema.json.
 */
export interface StepModel<S extends Step = Step, A extends Answer = Answer> {
  type: S['type'];
  /** The answer a fresh step starts with, or undefined when the user must choose. */
  initialAnswer: (step: S) => A | undefined;
  /** Whether a stored value has this type's answer shape (used to discard tampered storage). */
  isAnswer: (value: unknown) => value is A;
  /**
   * A stored value checked against this very declaration (bounds, step, options): kept, adjusted
   * with a note, or refused with a reason. Session storage can hold anything; this is the gate.
   */
  restore: (step: S, value: unknown) => Restored<A>;
  /** An error message, or null when the answer may be recorded. */
  validate: (step: S, answer: A | undefined, messages: StepMessages) => string | null;
  /** The answer as plain text, used in prompts and emails. */
  describe: (step: S, answer: A) => string;
  /**
   * The answer as conditions and calculations read it (answers.<id> in a rule): plain JSON, the
   * same in the browser and on the server. Its type as the checker sees it is the authoring side's
   * logicType, and the two must agree.
   */
  toLogicValue: (step: S, answer: A) => LogicValue;
}
