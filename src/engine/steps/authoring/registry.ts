import type { Step, StepType } from '../../content/types.ts';
import type { AnswerOf } from '../answerOf.ts';
import type { StepOfType } from '../stepOfType.ts';
import { checkboxAuthoring } from './checkbox.ts';
import { dateAuthoring } from './date.ts';
import { dropdownAuthoring } from './dropdown.ts';
import { emailAuthoring } from './email.ts';
import { npsAuthoring } from './nps.ts';
import { numberAuthoring } from './number.ts';
import { radioAuthoring } from './radio.ts';
import { rangeAuthoring } from './range.ts';
import { ratingAuthoring } from './rating.ts';
import type { StepAuthoring } from './stepAuthoring.ts';
import { textAuthoring } from './text.ts';
import { yesnoAuthoring } from './yesno.ts';

type StepAuthoringRegistry = { [T in StepType]: StepAuthoring<StepOfType<T>, AnswerOf<StepOfType<T>>> };

/** One authoring side per step type; the mapped type makes a missing or misfiled type a compile error. */
export const stepAuthoring: StepAuthoringRegistry = {
  text: textAuthoring,
  range: rangeAuthoring,
  radio: radioAuthoring,
  checkbox: checkboxAuthoring,
  number: numberAuthoring,
  email: emailAuthoring,
  date: dateAuthoring,
  rating: ratingAuthoring,
  nps: npsAuthoring,
  yesno: yesnoAuthoring,
  dropdown: dropdownAuthoring,
};

/** The authoring side for a step; the cast is sound for the same reason as modelFor's. */
export function authoringFor<S extends Step>(step: S): StepAuthoring<S, AnswerOf<S>> {
  return stepAuthoring[step.type] as unknown as StepAuthoring<S, AnswerOf<S>>;
}
