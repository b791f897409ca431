import type { Answer, Answers, QuestionnaireScreen, QuestionnaireState } from '../content/types.ts';
import { askedQuestions } from '../logic/askedQuestions.ts';
import { noLogic, type LogicContext } from '../logic/logicData.ts';
import { screenQuestions } from '../catalogue/screenQuestions.ts';
import { passesUnanswered } from '../steps/passesUnanswered.ts';
import { modelFor } from '../steps/registry.ts';
import { reachableStep } from './reachableStep.ts';
import type { StepMessages } from '../steps/stepModel.ts';

/**
 * answering: the user may edit, go Back or press Next.
 * recorded: 'Response recorded' shows while the transition runs; navigation is blocked.
 * complete: the last answer is recorded; the screen hands over to its analysis or next route.
 */
export type Phase = 'answering' | 'recorded' | 'complete';

/** `step` indexes the screen's questions (screenQuestions: the steps with their follow-ups in place). */
export interface NavigationState extends QuestionnaireState {
  error: string | null;
  phase: Phase;
}

export type NavigationEvent =
  /** `undefined` clears the answer: a number or date box emptied, or holding no valid value. */
  | { type: 'answer'; answer: Answer | undefined }
  | { type: 'next' }
  | { type: 'advance' }
  | { type: 'back' }
  /** After a failed analysis: back to the last step, answers intact, to finish again. */
  | { type: 'reopen' }
  /**
   * The person asked for question `step` (the browser's Back or Forward, an address): taken there,
   * or as far as their answers reach (reachableStep), answers kept, any transition given up.
   */
  | { type: 'goto'; step: number }
  | { type: 'reset' };

/** The asked question nearest `from` going in `direction` (from itself when `inclusive`), or -1. */
function askedFrom(asked: readonly boolean[], from: number, direction: 1 | -1, inclusive = false): number {
  for (let index = inclusive ? from : from + direction; index >= 0 && index < asked.length; index += direction) {
    if (asked[index]) return index;
  }
  return -1;
}

/** The answers but the one to `id`. */
function without(answers: Answers, id: string): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([answered]) => answered !== id));
}

/** Where a questionnaire starts: the first question asked (the first step unless a condition skips it). */
function firstAsked(asked: readonly boolean[]): number {
  return Math.max(askedFrom(asked, 0, 1, true), 0);
}

export function initialNavigation(
  saved: QuestionnaireState | undefined,
  screen: QuestionnaireScreen,
  context: LogicContext = noLogic,
): NavigationState {
  const { asked, answers } = askedQuestions(screen, saved?.answers ?? {}, context);
  const wanted = Math.min(Math.max(saved?.step ?? 0, 0), asked.length - 1);
  // A stored step that is no longer asked falls back to the asked question before it.
  const step = asked[wanted] ? wanted : Math.max(askedFrom(asked, wanted, -1), firstAsked(asked));
  return { step, answers, error: null, phase: 'answering' };
}

/** The answer shown for the current step: what the user gave, or the step's starting value. */
export function currentAnswer(state: NavigationState, screen: QuestionnaireScreen): Answer | undefined {
  const step = screenQuestions(screen)[state.step]?.step;
  if (!step) return undefined;
  return state.answers[step.id] ?? modelFor(step).initialAnswer(step);
}

/**
 * Pure navigation rules; the timer between 'recorded' and 'advance' belongs to the caller. Every
 * change of answers drops the answers to questions it stops asking, and Next, Back and the
 * counter move over asked questions only.
 */
export function navigate(
  state: NavigationState,
  event: NavigationEvent,
  screen: QuestionnaireScreen,
  messages: StepMessages,
  context: LogicContext = noLogic,
): NavigationState {
  const step = screenQuestions(screen)[state.step]?.step;
  const standing = (answers: Answers) => askedQuestions(screen, answers, context);
  switch (event.type) {
    case 'answer': {
      if (state.phase !== 'answering' || !step) return state;
      const { answer } = event;
      const given: Answers =
        answer === undefined ? without(state.answers, step.id) : { ...state.answers, [step.id]: answer };
      return { ...state, answers: standing(given).answers, error: null };
    }
    case 'next': {
      if (state.phase !== 'answering' || !step) return state;
      const answer = currentAnswer(state, screen);
      if (passesUnanswered(step, answer)) {
        return { ...state, answers: standing(without(state.answers, step.id)).answers, error: null, phase: 'recorded' };
      }
      const error = modelFor(step).validate(step, answer, messages);
      if (error) return { ...state, error };
      const { answers } = standing(answer === undefined ? state.answers : { ...state.answers, [step.id]: answer });
      return { ...state, answers, error: null, phase: 'recorded' };
    }
    case 'advance': {
      if (state.phase !== 'recorded') return state;
      const next = askedFrom(standing(state.answers).asked, state.step, 1);
      return next === -1 ? { ...state, phase: 'complete' } : { ...state, step: next, phase: 'answering' };
    }
    case 'back': {
      if (state.phase !== 'answering') return state;
      const previous = askedFrom(standing(state.answers).asked, state.step, -1);
      return previous === -1 ? state : { ...state, step: previous, error: null };
    }
    case 'goto': {
      const target = reachableStep(screen, state.answers, event.step, messages, context);
      if (target === state.step && state.phase === 'answering') return state;
      return { ...state, step: target, error: null, phase: 'answering' };
    }
    case 'reopen':
      return state.phase === 'complete' ? { ...state, phase: 'answering' } : state;
    case 'reset':
      return { step: firstAsked(standing({}).asked), answers: {}, error: null, phase: 'answering' };
  }
}

export interface ProgressView {
  /** Width of the progress bar: the questions asked before this one over those that will be asked, as a percentage. */
  percent: number;
  /** N of 'N of M' (app.messages.questionCounter), counting from 1. */
  number: number;
  /** M of 'N of M': the questions that will be asked given the answers so far. */
  total: number;
  isFirst: boolean;
  isLast: boolean;
}

export function progressOf(
  state: NavigationState,
  screen: QuestionnaireScreen,
  context: LogicContext = noLogic,
): ProgressView {
  const { asked } = askedQuestions(screen, state.answers, context);
  const total = asked.filter(Boolean).length;
  const before = asked.slice(0, state.step).filter(Boolean).length;
  return {
    percent: total === 0 ? 0 : (before / total) * 100,
    number: before + 1,
    total,
    isFirst: askedFrom(asked, state.step, -1) === -1,
    isLast: askedFrom(asked, state.step, 1) === -1,
  };
}
