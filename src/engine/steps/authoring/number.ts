import type { NumberStep } from '../../content/types.ts';
import type { DeclarationProblem, StepAuthoring } from './stepAuthoring.ts';

function checkNumberDeclaration({ min, max, step }: NumberStep): DeclarationProblem[] {
  if (min !== undefined && max !== undefined && !(min < max))
    return [['/max', `max ${max} must be greater than min ${min}`]];
  if (step !== undefined && min !== undefined && max !== undefined && step > max - min)
    return [['/step', `step ${step} is larger than max - min (${max - min}); only min could be answered`]];
  return [];
}

/** The first value the declaration accepts from 0 upwards (or the highest below 0 when max is negative). */
function sampleNumber({ min, max, step }: NumberStep): number {
  const base = min ?? 0;
  if (max === undefined || base <= max) return base;
  // No min and a negative max: the grid counts from 0, so take the grid point at or below max.
  return step === undefined ? max : Math.floor(max / step) * step;
}

export const numberAuthoring: StepAuthoring<NumberStep, number> = {
  type: 'number',
  checkDeclaration: checkNumberDeclaration,
  sampleAnswer: sampleNumber,
  // The declared bounds, so a rule comparing with a number no answer can reach is refused.
  logicType: ({ min, max }) => ({
    kind: 'number',
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
  }),
};
