import type { RatingStep } from '../../content/types.ts';
import { scaleBounds } from '../scale/scaleBounds.ts';
import { distinctLabels } from './distinctLabels.ts';
import { scaleType } from './scale/scaleType.ts';
import type { StepAuthoring } from './stepAuthoring.ts';

export const ratingAuthoring: StepAuthoring<RatingStep, number> = {
  type: 'rating',
  checkDeclaration: (step) => distinctLabels(['minLabel', step.minLabel], ['maxLabel', step.maxLabel]),
  sampleAnswer: (step) => Math.ceil(step.scale / 2),
  logicType: (step) => scaleType(scaleBounds(step)),
};
