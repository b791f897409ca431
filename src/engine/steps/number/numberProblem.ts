import type { NumberStep } from '../../content/types.ts';
import { fillMessage } from '../../analysis/fillMessage.ts';
import type { StepMessages } from '../stepModel.ts';
import { formatAsTyped } from '../../formats/numberFormats.ts';
import { onStepGrid } from './onStepGrid.ts';

/**
 * What is wrong with a number for this step (below min, above max, off the step grid), or null.
 * Bounds are written in the step's format ("Enter $1,000 or more.") but without the unit, which
 * the box shows beside it: a unit is one word for every amount ("people"), and "Enter 1 people or
 * more." reads wrong.
 */
export function numberProblem(step: NumberStep, value: number, messages: StepMessages): string | null {
  const written = (bound: number) => formatAsTyped(bound, step.format);
  if (step.min !== undefined && value < step.min) return fillMessage(messages.minimum, { limit: written(step.min) });
  if (step.max !== undefined && value > step.max) return fillMessage(messages.maximum, { limit: written(step.max) });
  const base = step.min ?? 0;
  if (step.step !== undefined && !onStepGrid(value, base, step.step))
    return fillMessage(messages.numberOffStep, { step: written(step.step), base: written(base) });
  return null;
}
