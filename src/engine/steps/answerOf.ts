import type { CheckboxStep, RadioStep, RangeAnswer, RangeStep, Step, TextStep } from '../content/types.ts';

/** The stored answer shape for a step type, so models and views agree without casts. */
export type AnswerOf<S extends Step> = S extends RangeStep
  ? RangeAnswer
  : S extends CheckboxStep
    ? string[]
    : S extends RadioStep | TextStep
      ? string
      : never;
