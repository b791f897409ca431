import type { CheckboxStep } from '../content/types.ts';
import { minSelected } from './choice/minSelected.ts';
import { requiredMessage } from './requiredMessage.ts';
import { restoreChoices } from './restore/restoreChoices.ts';
import type { StepModel } from './stepModel.ts';

function isChoices(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

export const checkboxModel: StepModel<CheckboxStep, string[]> = {
  type: 'checkbox',

  initialAnswer: () => undefined,

  isAnswer: isChoices,

  restore: (step, value) => restoreChoices(step.options, value),

  validate(step, answer: unknown, messages) {
    const required = requiredMessage(step, messages);
    if (!isChoices(answer)) return required;
    const known = new Set(step.options.map((option) => option.value));
    if (!answer.every((value) => known.has(value))) return required;
    // Duplicates must not let one ticked box satisfy minSelected twice.
    return new Set(answer).size >= minSelected(step) ? null : required;
  },

  describe(step, answer: unknown) {
    if (!isChoices(answer)) return '';
    // Option order, not click order, so prompts read the same however the user ticked.
    return step.options
      .filter((option) => answer.includes(option.value))
      .map((option) => option.label)
      .join(', ');
  },

  // Option order and no duplicates, so a rule reads the same list however the user ticked.
  toLogicValue: (step, answer) =>
    step.options.filter((option) => answer.includes(option.value)).map((option) => option.value),
};
