import type { TextStep } from '../../content/types.ts';
import { textType } from './logicType.ts';
import type { StepAuthoring } from './stepAuthoring.ts';

export const textAuthoring: StepAuthoring<TextStep, string> = {
  type: 'text',

  checkDeclaration(step) {
    const { minLength, maxLength } = step;
    if (minLength !== undefined && maxLength !== undefined && maxLength < minLength)
      return [['/maxLength', `maxLength ${maxLength} is below minLength ${minLength}`]];
    if (minLength === undefined) return [];
    return Number.isInteger(minLength) && minLength > 0
      ? []
      : [['/minLength', 'minLength must be a positive whole number']];
  },

  sampleAnswer(step) {
    const sample = `Sample answer: ${step.title}`;
    return sample.padEnd(step.minLength ?? 0, '.');
  },

  logicType: () => textType,
};
