import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { QuestionnaireScreen } from '../../../engine/content/types.ts';
import type { NavigationEvent, NavigationState, Phase } from '../../../engine/flow/questionnaire.ts';
import { questionIndex } from '../../../engine/flow/reachableStep.ts';
import { screenQuestions } from '../../../engine/catalogue/screenQuestions.ts';

/** What a history entry of a question remembers: the question Next came from, so Back can return through history. */
interface EntryState {
  advancedFrom?: string;
}

const entryState = (state: unknown): EntryState => (typeof state === 'object' && state !== null ? state : {});

const hashOf = (id: string) => (id === '' ? '' : `#${encodeURIComponent(id)}`);

/** The question an address names (`/questions#solution`), or -1. */
export function addressedQuestion(screen: QuestionnaireScreen, hash: string): number {
  const id = hash.startsWith('#') ? decodeURIComponent(hash.slice(1)) : '';
  return id === '' ? -1 : questionIndex(screen, id);
}

interface QuestionHistoryOptions {
  screen: QuestionnaireScreen;
  state: NavigationState;
  dispatch: (event: NavigationEvent) => void;
  /** Where asking for a question leads given the answers (the engine's reachableStep). */
  reach: (step: number) => number;
  /** The screen has an analysis, whose result or error shows at the address without a question. */
  analysed: boolean;
  /** A result or an error is there to show. */
  outcome: boolean;
}

/**
 * The browser's history follows the questions: each question has its address (`#<id>`), Next adds
 * an entry, and the browser's Back and Forward move between questions. An address naming a question
 * asks the engine to go there, which takes the person as far as their answers reach (a question not
 * yet reached gives the first unanswered one). Finish adds the entry of the result, which has no
 * question; going back from it shows the last question again, the result kept. Returns how the
 * app's own Back and Try Again step back, and whether the address names a question, which then
 * shows even when a result is kept.
 */
export function useQuestionHistory({ screen, state, dispatch, reach, analysed, outcome }: QuestionHistoryOptions) {
  const location = useLocation();
  const navigate = useNavigate();
  const addressed = addressedQuestion(screen, location.hash);
  const current = screenQuestions(screen)[state.step]?.id ?? '';
  // The result's entry: from Finish on, and whenever a result shows at an address without a question.
  const wanted = analysed && (state.phase === 'complete' || (outcome && addressed < 0)) ? '' : current;
  const seen = useRef<{ key?: string; step: number; phase: Phase }>({ step: state.step, phase: state.phase });

  useEffect(() => {
    const before = seen.current;
    seen.current = { key: location.key, step: state.step, phase: state.phase };
    // The address changed under us (Back, Forward, a link): it leads, as far as the answers allow;
    // the step that gives comes back through here and the address is then corrected to it.
    if (before.key !== location.key && addressed >= 0) {
      const target = reach(addressed);
      if (target !== state.step || state.phase !== 'answering') {
        dispatch({ type: 'goto', step: target });
        return;
      }
    }
    if (location.hash === hashOf(wanted)) return;
    const advanced = before.phase === 'recorded' && before.step !== state.step;
    const finished = wanted === '' && before.phase !== 'complete' && state.phase === 'complete';
    const to = { pathname: location.pathname, search: location.search, hash: hashOf(wanted) };
    const from = screenQuestions(screen)[before.step]?.id;
    if ((advanced || finished) && from) void navigate(to, { state: { advancedFrom: from } satisfies EntryState });
    else void navigate(to, { replace: true, state: location.state as unknown });
  }, [location, addressed, wanted, state.step, state.phase, screen, dispatch, reach, navigate]);

  // Back to the question before, or from a result to its last question: through history when Next
  // or Finish made this entry (the browser's Back then does not return here), else by `instead`.
  const retreat = useCallback(
    (instead: NavigationEvent) => {
      const ours = entryState(location.state).advancedFrom !== undefined && location.hash === hashOf(wanted);
      if (ours) void navigate(-1);
      else dispatch(instead);
    },
    [location.state, location.hash, wanted, navigate, dispatch],
  );

  return { retreat, onQuestion: addressed >= 0 };
}
