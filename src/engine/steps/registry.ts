import type { Step, StepType } from '../content/types.ts';
import type { AnswerOf } from './answerOf.ts';
import { checkboxModel } from './checkbox.ts';
import { dateModel } from './date.ts';
import { dropdownModel } from './dropdown.ts';
import { emailModel } from './email.ts';
import { npsModel } from './nps.ts';
import { numberModel } from './number.ts';
import { radioModel } from './radio.ts';
import { rangeModel } from './range.ts';
import { ratingModel } from './rating.ts';
import type { StepModel } from './stepModel.ts';
import type { StepOfType } from './stepOfType.ts';
import { textModel } from './text.ts';
import { yesnoModel } from './yesno.ts';

export type StepModelRegistry = { [T in StepType]: StepModel<StepOfType<T>, AnswerOf<StepOfType<T>>> };

/** One model per step type; the mapped type makes a missing or misfiled type a compile error. */
export const stepModels: StepModelRegistry = {
  text: textModel,
  range: rangeModel,
  radio: radioModel,
  checkbox: checkboxModel,
  number: numberModel,
  email: emailModel,
  date: dateModel,
  rating: ratingModel,
  nps: npsModel,
  yesno: yesnoModel,
  dropdown: dropdownModel,
};

/**
 * The model for a step. The single cast is sound because the record is keyed by `type`, so
 * stepModels[step.type] is always the model for that very step; TypeScript cannot correlate
 * the two through the union by itself.
 */
export function modelFor<S extends Step>(step: S): StepModel<S, AnswerOf<S>> {
  return stepModels[step.type] as unknown as StepModel<S, AnswerOf<S>>;
}
