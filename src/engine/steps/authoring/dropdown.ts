import type { DropdownStep } from '../../content/types.ts';
import { checkOptions } from './choice/checkOptions.ts';
import type { StepAuthoring } from './stepAuthoring.ts';

export const dropdownAuthoring: StepAuthoring<DropdownStep, string> = {
  type: 'dropdown',
  checkDeclaration: (step) => checkOptions(step.options),
  sampleAnswer: (step) => step.options[0]?.value ?? '',
  logicType: (step) => ({ kind: 'text', options: step.options }),
};
