import type {
  CheckboxStep,
  NpsStep,
  NumberStep,
  RangeAnswer,
  RangeStep,
  RatingStep,
  Step,
  YesNoStep,
} from '../content/types.ts';

/** The stored answer shape for a step type, so models and views agree without casts. */
export type AnswerOf<S extends Step> = S extends RangeStep
  ? RangeAnswer
  : S extends CheckboxStep
    ? string[]
    : S extends NumberStep | RatingStep | NpsStep
      ? number
      : S extends YesNoStep
        ? boolean
        : string;
