import type { Answer, Answers, QuestionnaireScreen, QuestionnaireState } from '../content/types.ts';
import { modelFor } from '../steps/registry.ts';
import type { StepMessages } from '../steps/stepModel.ts';

/**
 * answering: the user may edit, go Back or press Next.
 * recorded: 'Response recorded' shows while the transition runs; navigation is blocked.
 * complete: the last answer is recorded; the screen hands over to its analysis or next route.
 */
export type Phase = 'answering' | 'recorded' | 'complete';

export interface NavigationState extends QuestionnaireState {
  error: string | null;
  phase: Phase;
}

export type NavigationEvent =
  | { type: 'answer'; answer: Answer }
  | { type: 'next' }
  | { type: 'advance' }
  | { type: 'back' }
  /** After a failed analysis: back to the last step, answers intact, to finish again. */
  | { type: 'reopen' }
  | { type: 'reset' };

export function initialNavigation(saved: QuestionnaireState | undefined, screen: QuestionnaireScreen): NavigationState {
  const last = screen.steps.length - 1;
  const step = Math.min(Math.max(saved?.step ?? 0, 0), last);
  return { step, answers: saved?.answers ?? {}, error: null, phase: 'answering' };
}

/** The answer shown for the current step: what the user gave, or the step's starting value. */
export function currentAnswer(state: NavigationState, screen: QuestionnaireScreen): Answer | undefined {
  const step = screen.steps[state.step];
  if (!step) return undefined;
  return state.answers[step.id] ?? modelFor(step).initialAnswer(step);
}

/** Pure navigation rules; the timer between 'recorded' and 'advance' belongs to the caller. */
export function navigate(
  state: NavigationState,
  event: NavigationEvent,
  screen: QuestionnaireScreen,
  messages: StepMessages,
): NavigationState {
  const step = screen.steps[state.step];
  switch (event.type) {
    case 'answer': {
      if (state.phase !== 'answering' || !step) return state;
      const answers: Answers = { ...state.answers, [step.id]: event.answer };
      return { ...state, answers, error: null };
    }
    case 'next': {
      if (state.phase !== 'answering' || !step) return state;
      const answer = currentAnswer(state, screen);
      const error = modelFor(step).validate(step, answer, messages);
      if (error) return { ...state, error };
      const answers: Answers = answer === undefined ? state.answers : { ...state.answers, [step.id]: answer };
      return { ...state, answers, error: null, phase: 'recorded' };
    }
    case 'advance': {
      if (state.phase !== 'recorded') return state;
      const isLast = state.step >= screen.steps.length - 1;
      return isLast ? { ...state, phase: 'complete' } : { ...state, step: state.step + 1, phase: 'answering' };
    }
    case 'back': {
      if (state.phase !== 'answering' || state.step === 0) return state;
      return { ...state, step: state.step - 1, error: null };
    }
    case 'reopen':
      return state.phase === 'complete' ? { ...state, phase: 'answering' } : state;
    case 'reset':
      return { step: 0, answers: {}, error: null, phase: 'answering' };
  }
}

export interface ProgressView {
  /** Width of the progress bar: the step index over the step count, as a percentage. */
  percent: number;
  /** 'N of M', counting from 1. */
  counter: string;
  isFirst: boolean;
  isLast: boolean;
}

export function progressOf(state: NavigationState, screen: QuestionnaireScreen): ProgressView {
  const total = screen.steps.length;
  return {
    percent: (state.step / total) * 100,
    counter: `${state.step + 1} of ${total}`,
    isFirst: state.step === 0,
    isLast: state.step === total - 1,
  };
}
