import type { CheckboxStep } from '../../content/types.ts';
import { minSelected } from '../choice/minSelected.ts';
import { checkOptions } from './choice/checkOptions.ts';

import type { StepAuthoring } from './stepAuthoring.ts';

export const checkboxAuthoring: StepAuthoring<CheckboxStep, string[]> = {
  type: 'checkbox',

  checkDeclaration(step) {
    const problems = checkOptions(step.options);
    const min = step.minSelected;
    if (min !== undefined && !(Number.isInteger(min) && min >= 1 && min <= step.options.length)) {
      problems.push(['/minSelected', `minSelected must be a whole number from 1 to ${step.options.length}`]);
    }
    return problems;
  },

  sampleAnswer(step) {
    return step.options.slice(0, minSelected(step)).map((option) => option.value);
  },

  logicType: (step) => ({ kind: 'list', of: { kind: 'text', options: step.options } }),
};
