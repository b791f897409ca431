import type { NumberStep } from '../../content/types.ts';
import { fillMessage } from '../../analysis/fillMessage.ts';
import type { StepMessages } from '../stepModel.ts';
import { formatNumber } from './formatNumber.ts';
import { onStepGrid } from './onStepGrid.ts';

/**
 * What is wrong with a number for this step (below min, above max, off the step grid), or null.
 * Bounds are written without the unit, which the box shows beside it: a unit is one word for
 * every amount ("people"), and "Enter 1 people or more." reads wrong.
 */
export function numberProblem(step: NumberStep, value: number, messages: StepMessages): string | null {
  if (step.min !== undefined && value < step.min)
    return fillMessage(messages.minimum, { limit: formatNumber(step.min) });
  if (step.max !== undefined && value > step.max)
    return fillMessage(messages.maximum, { limit: formatNumber(step.max) });
  const base = step.min ?? 0;
  if (step.step !== undefined && !onStepGrid(value, base, step.step))
    return fillMessage(messages.numberOffStep, { step: formatNumber(step.step), base: formatNumber(base) });
  return null;
}
