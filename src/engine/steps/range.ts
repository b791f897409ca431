import type { RangeAnswer, RangeStep } from '../content/types.ts';
import { formatRange } from './range/formatRange.ts';
import { isRangeAnswer } from '../values/isRangeAnswer.ts';
import { requiredMessage } from './requiredMessage.ts';
import { restoreRange } from './restore/restoreRange.ts';
import type { StepModel } from './stepModel.ts';

function isWithin(answer: RangeAnswer, step: RangeStep): boolean {
  return step.min <= answer.min && answer.min <= answer.max && answer.max <= step.max;
}

export const rangeModel: StepModel<RangeStep, RangeAnswer> = {
  type: 'range',

  // A copy, so a screen that mutates its answer cannot change the loaded content.
  initialAnswer: (step) => ({ ...step.default }),

  isAnswer: isRangeAnswer,

  restore: restoreRange,

  // The spec has one message for every failure here (missing end, crossed or out of bounds).
  validate(step, answer: unknown, messages) {
    return isRangeAnswer(answer) && isWithin(answer, step) ? null : requiredMessage(step, messages);
  },

  describe: (step, answer: unknown) => (isRangeAnswer(answer) ? formatRange(answer, step) : ''),

  toLogicValue: (_step, answer) => ({ min: answer.min, max: answer.max }),
};
