import type { YesNoStep } from '../../content/types.ts';
import { distinctLabels } from './distinctLabels.ts';
import { booleanType } from './logicType.ts';
import type { StepAuthoring } from './stepAuthoring.ts';

export const yesnoAuthoring: StepAuthoring<YesNoStep, boolean> = {
  type: 'yesno',
  checkDeclaration: (step) => distinctLabels(['yesLabel', step.yesLabel], ['noLabel', step.noLabel]),
  sampleAnswer: () => true,
  logicType: () => booleanType,
};
