import type { RangeAnswer, RangeStep } from '../../content/types.ts';
import { checkRangeDeclaration } from './range/checkRangeDeclaration.ts';
import { numberType } from './logicType.ts';
import type { StepAuthoring } from './stepAuthoring.ts';

export const rangeAuthoring: StepAuthoring<RangeStep, RangeAnswer> = {
  type: 'range',

  checkDeclaration: checkRangeDeclaration,

  // A copy, so a preview that changes its answer cannot change the loaded content.
  sampleAnswer: (step) => ({ ...step.default }),

  logicType: () => ({ kind: 'object', fields: { min: numberType, max: numberType } }),
};
