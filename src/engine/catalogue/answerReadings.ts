import { formatAsTyped, isNumberFormat } from '../formats/numberFormats.ts';
import { formatValue, inlineValue } from '../template/formatValue.ts';
import { readPath } from '../template/readPath.ts';
import { isRangeAnswer } from '../values/isRangeAnswer.ts';
import type { FlowCatalogue } from './flowCatalogue.ts';
import type { Question } from './question.ts';

/** One stored answer as the flow's owner reads it. */
export interface AnswerReading {
  /** Where it is kept, e.g. `buyerAnswers.answers.location`. */
  path: string;
  /** The question's title, as the person read it. */
  question: string;
  /** What the person chose or typed: option labels, numbers in the question's format. */
  answer: string;
  /** The stored value, when it reads otherwise (an option's code, a bare number). */
  stored?: string;
}

/**
 * A stored value written out as stored: a list joined by "; ", a range as "min–max", a number
 * bare, anything structured as JSON. What a spreadsheet or a script takes back unchanged.
 */
export function storedText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value.join('; ');
  if (isRangeAnswer(value)) return `${value.min}–${value.max}`;
  return JSON.stringify(value);
}

/** A chosen value by its option's label; a value no option has (an old or a free one) as it is. */
function labelOf(question: Question, value: string): string {
  return question.options?.find((option) => option.value === value)?.label ?? value;
}

/** A stored value as its question shows it: the labels chosen, a number or range in the question's format. */
export function answerText(question: Question, value: unknown): string {
  const format = isNumberFormat(question.format) ? question.format : undefined;
  if (question.options && typeof value === 'string') return labelOf(question, value);
  if (question.options && Array.isArray(value) && value.every((item) => typeof item === 'string'))
    return value.map((item) => labelOf(question, item)).join(', ');
  if (typeof value === 'number' && Number.isFinite(value)) return formatAsTyped(value, format);
  if (isRangeAnswer(value)) return `${formatAsTyped(value.min, format)} to ${formatAsTyped(value.max, format)}`;
  return Array.isArray(value) ? formatValue(value) : inlineValue(value);
}

/**
 * A response's answers as question and answer, in the order the flow asks them (every step,
 * follow-up, form field and URL parameter of its catalogue that has a value; computed values are
 * worked out, not answered), each with the stored value beside it when that reads otherwise.
 */
export function answerReadings(catalogue: FlowCatalogue, answers: unknown): AnswerReading[] {
  return catalogue.questions.flatMap((question) => {
    if (question.source === 'computed') return [];
    const value = readPath(answers, question.path);
    if (value === undefined || value === null || value === '') return [];
    const answer = answerText(question, value);
    const stored = storedText(value);
    return [{ path: question.path, question: question.title, answer, ...(stored !== answer ? { stored } : {}) }];
  });
}
