import type { Step } from '../../engine/content/types.ts';
import type { AnswerOf } from '../../engine/steps/answerOf.ts';

/** What the questionnaire screen hands every step view, whatever its type. */
export interface StepViewProps<S extends Step = Step> {
  step: S;
  /** Undefined until the user answers; the range view then shows the declared default. */
  answer: AnswerOf<S> | undefined;
  /** `undefined` clears the answer (an emptied number or date box). */
  onChange: (answer: AnswerOf<S> | undefined) => void;
  /** id of the element showing the step title; views label their inputs with it. */
  titleId: string;
  disabled?: boolean;
  /** Whether the screen is showing a validation error for this step. */
  invalid?: boolean;
  /** id of the error (or help) text, announced with the input. */
  describedBy?: string;
}
