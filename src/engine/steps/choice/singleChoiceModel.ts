import type { DropdownStep, RadioStep } from '../../content/types.ts';
import { requiredMessage } from '../requiredMessage.ts';
import { restoreChoice } from '../restore/restoreChoice.ts';
import type { StepModel } from '../stepModel.ts';
import { optionLabel } from './optionLabel.ts';

function isChoice(value: unknown): value is string {
  return typeof value === 'string';
}

/** One choice among declared options, whether shown as radios or as a dropdown menu. */
export function singleChoiceModel<S extends RadioStep | DropdownStep>(type: S['type']): StepModel<S, string> {
  return {
    type,

    initialAnswer: () => undefined,

    isAnswer: isChoice,

    restore: (step, value) => restoreChoice(step.options, value),

    validate(step, answer: unknown, messages) {
      // A value no option declares (stale or tampered storage) is as good as no answer.
      const known = isChoice(answer) && step.options.some((option) => option.value === answer);
      return known ? null : requiredMessage(step, messages);
    },

    describe: (step, answer: unknown) => (isChoice(answer) ? optionLabel(step.options, answer) : ''),

    // The stored value, not the label: rules compare with option values.
    toLogicValue: (_step, answer) => answer,
  };
}
