import type { YesNoStep } from '../content/types.ts';
import { requiredMessage } from './requiredMessage.ts';
import { kept, refused } from './restore/restored.ts';
import type { StepModel } from './stepModel.ts';

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

export const yesnoModel: StepModel<YesNoStep, boolean> = {
  type: 'yesno',

  initialAnswer: () => undefined,

  isAnswer: isBoolean,

  restore: (_step, value) => (isBoolean(value) ? kept(value) : refused('it is not true or false')),

  // No is an answer like Yes; only no choice at all is missing.
  validate: (step, answer: unknown, messages) => (isBoolean(answer) ? null : requiredMessage(step, messages)),

  describe: (step, answer: unknown) => (isBoolean(answer) ? (answer ? step.yesLabel : step.noLabel) : ''),

  // true or false, whatever the labels say, so a rule survives a relabelled question.
  toLogicValue: (_step, answer) => answer,
};
