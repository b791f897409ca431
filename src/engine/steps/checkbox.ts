import type { CheckboxStep } from '../content/types.ts';
import { checkOptions } from './choice/checkOptions.ts';
import { requiredMessage } from './requiredMessage.ts';
import { restoreChoices } from './restore/restoreChoices.ts';
import type { StepModel } from './stepModel.ts';

const DEFAULT_MIN_SELECTED = 1;

function isChoices(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function minSelected(step: CheckboxStep): number {
  return step.minSelected ?? DEFAULT_MIN_SELECTED;
}

export const checkboxModel: StepModel<CheckboxStep, string[]> = {
  type: 'checkbox',

  checkDeclaration(step) {
    const problems = checkOptions(step.options);
    const min = step.minSelected;
    if (min !== undefined && !(Number.isInteger(min) && min >= 1 && min <= step.options.length)) {
      problems.push(['/minSelected', `minSelected must be a whole number from 1 to ${step.options.length}`]);
    }
    return problems;
  },

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

  sampleAnswer(step) {
    return step.options.slice(0, minSelected(step)).map((option) => option.value);
  },

  describe(step, answer: unknown) {
    if (!isChoices(answer)) return '';
    // Option order, not click order, so prompts read the same however the user ticked.
    return step.options
      .filter((option) => answer.includes(option.value))
      .map((option) => option.label)
      .join(', ');
  },
};
