import type { TextStep } from '../content/types.ts';
import { requiredMessage } from './requiredMessage.ts';
import { kept, refused } from './restore/restored.ts';
import type { StepModel } from './stepModel.ts';

function isText(value: unknown): value is string {
  return typeof value === 'string';
}

export const textModel: StepModel<TextStep, string> = {
  type: 'text',

  initialAnswer: () => undefined,

  isAnswer: isText,

  restore: (_step, value) => (isText(value) ? kept(value) : refused('it is not text')),

  // `unknown` rather than `string`: the screen may hand over whatever storage held.
  validate(step, answer: unknown, messages) {
    const required = requiredMessage(step, messages);
    if (!isText(answer)) return required;
    // Whitespace alone is not an answer (spec §5), and it does not count towards minLength.
    const trimmed = answer.trim();
    if (trimmed === '') return required;
    if (step.minLength !== undefined && trimmed.length < step.minLength) {
      return step.minLengthMessage ?? required;
    }
    return null;
  },

  describe: (_step, answer: unknown) => (isText(answer) ? answer.trim() : ''),

  toLogicValue: (_step, answer) => answer.trim(),
};
