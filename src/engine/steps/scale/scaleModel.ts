import type { NpsStep, RatingStep } from '../../content/types.ts';
import { requiredMessage } from '../requiredMessage.ts';
import { kept, refused } from '../restore/restored.ts';
import type { StepModel } from '../stepModel.ts';
import { scaleBounds } from './scaleBounds.ts';

function isPoint(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value);
}

function onScale(step: RatingStep | NpsStep, value: unknown): value is number {
  const { low, high } = scaleBounds(step);
  return isPoint(value) && value >= low && value <= high;
}

/**
 * The model shared by the scale steps (rating 1–N, NPS 0–10): the answer is one whole point of the
 * scale. The view offers nothing else, so a stored value off the scale is refused, not kept.
 */
export function scaleModel<S extends RatingStep | NpsStep>(type: S['type']): StepModel<S, number> {
  return {
    type,

    initialAnswer: () => undefined,

    isAnswer: isPoint,

    restore(step, value) {
      if (onScale(step, value)) return kept(value);
      const { low, high } = scaleBounds(step);
      return refused(`it is not a whole number from ${low} to ${high}`);
    },

    validate: (step, answer: unknown, messages) => (onScale(step, answer) ? null : requiredMessage(step, messages)),

    // '9 / 10 (0 = Not at all likely, 10 = Extremely likely)': the end labels give the number its meaning.
    describe(step, answer: unknown) {
      if (!onScale(step, answer)) return '';
      const { low, high } = scaleBounds(step);
      return `${answer} / ${high} (${low} = ${step.minLabel}, ${high} = ${step.maxLabel})`;
    },

    // The point alone: rules compare it with numbers (a promoter is {">=": [{var: answers.nps}, 9]}).
    toLogicValue: (_step, answer) => answer,
  };
}
