import type { Step } from '../content/types.ts';
import type { AnswerType, AskedStep, StepQuestion } from './question.ts';

/** What each step type's answer is to whatever reads it (its model's toLogicValue). */
const answerTypes: Readonly<Record<Step['type'], AnswerType>> = {
  text: 'text',
  email: 'text',
  date: 'text',
  radio: 'text',
  dropdown: 'text',
  number: 'number',
  rating: 'number',
  nps: 'number',
  yesno: 'boolean',
  checkbox: 'list',
  range: 'range',
};

/** How a step's answer is written: a range's or number's own format, an email or a date by its type. */
function formatOf(step: Step): string | undefined {
  if (step.type === 'range' || step.type === 'number') return step.format;
  return step.type === 'email' || step.type === 'date' ? step.type : undefined;
}

/** A step as the catalogue lists it: as its screen asks it, with its answer's type and format. */
export function stepQuestion(asked: AskedStep): StepQuestion {
  const format = formatOf(asked.step);
  return { ...asked, type: answerTypes[asked.step.type], ...(format !== undefined ? { format } : {}) };
}
