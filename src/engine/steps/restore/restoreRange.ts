import type { RangeAnswer, RangeStep } from '../../content/types.ts';
import { isRangeAnswer } from '../../values/isRangeAnswer.ts';
import { exactValue } from '../range/exactValue.ts';
import { kept, refused, type Restored } from './restored.ts';

/**
 * A stored range must be {min, max} of finite numbers with min ≤ max: an inverted pair says
 * nothing a user chose, so it is refused. Ends outside the bounds, or off a declared step's grid,
 * are moved onto the nearest allowed value; an exact figure typed within the bounds is kept.
 */
export function restoreRange(step: RangeStep, value: unknown): Restored<RangeAnswer> {
  if (!isRangeAnswer(value)) return refused('it is not a {min, max} pair of numbers');
  if (value.min > value.max) return refused(`its minimum ${value.min} is above its maximum ${value.max}`);
  const answer = { min: exactValue(value.min, step), max: exactValue(value.max, step) };
  if (answer.min === value.min && answer.max === value.max) return kept(answer);
  const grid = step.step === undefined ? '' : ` in steps of ${step.step}`;
  return kept(answer, `moved ${value.min}–${value.max} onto ${step.min}–${step.max}${grid}`);
}
