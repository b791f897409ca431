import type { RadioStep } from '../../content/types.ts';
import { checkOptions } from './choice/checkOptions.ts';

import type { StepAuthoring } from './stepAuthoring.ts';

export const radioAuthoring: StepAuthoring<RadioStep, string> = {
  type: 'radio',

  checkDeclaration: (step) => checkOptions(step.options),

  sampleAnswer(step) {
    return step.options[0]?.value ?? '';
  },

  logicType: (step) => ({ kind: 'text', options: step.options }),
};
