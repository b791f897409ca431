import type { NpsStep } from '../../content/types.ts';
import { scaleBounds } from '../scale/scaleBounds.ts';
import { distinctLabels } from './distinctLabels.ts';
import { scaleType } from './scale/scaleType.ts';
import type { StepAuthoring } from './stepAuthoring.ts';

export const npsAuthoring: StepAuthoring<NpsStep, number> = {
  type: 'nps',
  checkDeclaration: (step) => distinctLabels(['minLabel', step.minLabel], ['maxLabel', step.maxLabel]),
  sampleAnswer: () => 9,
  logicType: (step) => scaleType(scaleBounds(step)),
};
