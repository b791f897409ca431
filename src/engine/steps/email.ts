import type { EmailStep } from '../content/types.ts';
import { isEmailAddress } from '../values/isEmailAddress.ts';
import { requiredMessage } from './requiredMessage.ts';
import { kept, refused } from './restore/restored.ts';
import type { StepModel } from './stepModel.ts';

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

export const emailModel: StepModel<EmailStep, string> = {
  type: 'email',

  initialAnswer: () => undefined,

  isAnswer: isText,

  // Half-typed text is kept like any typed answer, so a reload loses nothing; Next checks the form.
  restore: (_step, value) => (isText(value) ? kept(value) : refused('it is not text')),

  validate(step, answer: unknown, messages) {
    const trimmed = isText(answer) ? answer.trim() : '';
    if (trimmed === '') return requiredMessage(step, messages);
    return isEmailAddress(trimmed) ? null : messages.emailInvalid;
  },

  describe: (_step, answer: unknown) => (isText(answer) ? answer.trim() : ''),

  // As validated and sent: without the spaces around it.
  toLogicValue: (_step, answer) => answer.trim(),
};
