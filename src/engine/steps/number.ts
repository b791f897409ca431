import type { NumberStep } from '../content/types.ts';
import { isFiniteNumber } from '../values/isFiniteNumber.ts';
import { formatAsTyped } from '../formats/numberFormats.ts';
import { numberProblem } from './number/numberProblem.ts';
import { requiredMessage } from './requiredMessage.ts';
import { kept, refused } from './restore/restored.ts';
import type { StepModel } from './stepModel.ts';

export const numberModel: StepModel<NumberStep, number> = {
  type: 'number',

  initialAnswer: () => undefined,

  isAnswer: isFiniteNumber,

  // Any finite number is kept, bounds or not: it may be what the user is still typing, and Next
  // (validate) says what is wrong with it. The server validates every answer as Next does.
  restore: (_step, value) => (isFiniteNumber(value) ? kept(value) : refused('it is not a finite number')),

  validate(step, answer: unknown, messages) {
    return isFiniteNumber(answer) ? numberProblem(step, answer, messages) : requiredMessage(step, messages);
  },

  // In the step's format ($300,000; 12.5%), then its unit: '12,500 employees'.
  describe(step, answer: unknown) {
    if (!isFiniteNumber(answer)) return '';
    const number = formatAsTyped(answer, step.format);
    return step.unit === undefined ? number : `${number} ${step.unit}`;
  },

  // The number without its unit, so rules compare and compute with it.
  toLogicValue: (_step, answer) => answer,
};
