import type { CheckboxStep } from '../../content/types.ts';

const DEFAULT_MIN_SELECTED = 1;

/** How many boxes a checkbox step needs ticked: one unless the declaration says more. */
export function minSelected(step: CheckboxStep): number {
  return step.minSelected ?? DEFAULT_MIN_SELECTED;
}
