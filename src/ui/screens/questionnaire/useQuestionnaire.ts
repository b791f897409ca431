import { useEffect, useReducer } from 'react';
import type { AppContent, QuestionnaireScreen } from '../../../engine/content/types.ts';
import {
  initialNavigation,
  navigate,
  type NavigationEvent,
  type NavigationState,
} from '../../../engine/flow/questionnaire.ts';
import { selectQuestionnaire } from '../../../engine/store/sessionSelectors.ts';
import { sessionStore } from '../../session/sessionStore.ts';

/**
 * The engine's navigation rules bound to React: every answer and step change is written to the
 * session store at once (a reload resumes here), and 'recorded' advances after the configured pause.
 */
export function useQuestionnaire(app: AppContent, screen: QuestionnaireScreen) {
  const [state, dispatch] = useReducer(
    (current: NavigationState, event: NavigationEvent) =>
      navigate(current, event, screen, { answerRequired: app.messages.answerRequired }),
    undefined,
    () => initialNavigation(selectQuestionnaire(sessionStore().getState().slots, screen.store), screen),
  );

  useEffect(() => {
    sessionStore().getState().recordAnswers(screen.store, { step: state.step, answers: state.answers });
  }, [screen.store, state.step, state.answers]);

  useEffect(() => {
    if (state.phase !== 'recorded') return undefined;
    const timer = setTimeout(() => dispatch({ type: 'advance' }), app.transitionMs);
    return () => clearTimeout(timer);
  }, [state.phase, state.step, app.transitionMs]);

  return { state, dispatch };
}
