import type { DateStep } from '../content/types.ts';
import { fillMessage } from '../analysis/fillMessage.ts';
import { longDate } from '../template/filters/longDate.ts';
import { isIsoDate } from '../values/isIsoDate.ts';
import { requiredMessage } from './requiredMessage.ts';
import { kept, refused } from './restore/restored.ts';
import type { StepModel } from './stepModel.ts';

export const dateModel: StepModel<DateStep, string> = {
  type: 'date',

  initialAnswer: () => undefined,

  isAnswer: isIsoDate,

  // A real day is kept even outside min–max (Next says so); anything else is no date at all.
  restore: (_step, value) => (isIsoDate(value) ? kept(value) : refused('it is not a date written YYYY-MM-DD')),

  // ISO dates compare as text in calendar order.
  validate(step, answer: unknown, messages) {
    if (!isIsoDate(answer)) return requiredMessage(step, messages);
    if (step.min !== undefined && answer < step.min)
      return fillMessage(messages.dateTooEarly, { limit: longDate(step.min) });
    if (step.max !== undefined && answer > step.max)
      return fillMessage(messages.dateTooLate, { limit: longDate(step.max) });
    return null;
  },

  describe: (_step, answer: unknown) => (isIsoDate(answer) ? longDate(answer) : ''),

  // The ISO text itself: a rule compares it with a day written YYYY-MM-DD.
  toLogicValue: (_step, answer) => answer,
};
