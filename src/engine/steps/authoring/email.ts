import type { EmailStep } from '../../content/types.ts';
import { textType } from './logicType.ts';
import type { StepAuthoring } from './stepAuthoring.ts';

export const emailAuthoring: StepAuthoring<EmailStep, string> = {
  type: 'email',
  // The schema says all there is to say about a placeholder.
  checkDeclaration: () => [],
  sampleAnswer: () => 'name@example.com',
  logicType: () => textType,
};
