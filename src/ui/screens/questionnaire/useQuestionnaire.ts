import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import type { ScreenApp, FlowContent, QuestionnaireScreen, StepType } from '../../../engine/content/types.ts';
import {
  initialNavigation,
  navigate,
  type NavigationEvent,
  type NavigationState,
} from '../../../engine/flow/questionnaire.ts';
import { reachableStep } from '../../../engine/flow/reachableStep.ts';
import type { LogicContext } from '../../../engine/logic/logicData.ts';
import { screenQuestions } from '../../../engine/catalogue/screenQuestions.ts';
import { flowSession } from '../../../engine/params/urlParams.ts';
import { selectQuestionnaire } from '../../../engine/store/sessionSelectors.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { useDeferredWrite } from '../../session/useDeferredWrite.ts';

/** How long typing pauses before an answer is written to session storage. */
const answerWriteDelayMs = 250;

/** Steps answered by typing into a box, whose answers wait for a pause in the typing. */
const typedStepTypes: ReadonlySet<StepType> = new Set<StepType>(['text', 'number', 'email']);

/**
 * The engine's navigation rules bound to React: a step change or a chosen answer is written to the
 * session store at once, typed text once typing pauses (and at once if the page is left), so a
 * reload resumes here without a storage write per keystroke; 'recorded' advances after the pause.
 * The pause is timed from the Next press, not from when 'Response recorded' is painted: it is
 * then the same on a slow phone as on a laptop, and drawing the flash overlaps it instead of
 * lengthening it.
 */
export function useQuestionnaire(
  app: ScreenApp,
  flow: FlowContent,
  screen: QuestionnaireScreen,
  /** The question the address asks for (useQuestionHistory), opened as far as the answers reach; -1 for none. */
  addressed = -1,
) {
  // What the flow's conditions read besides this questionnaire: the session as the screen opens
  // (no other screen writes while this one is shown) and the flow's calculations.
  const [context] = useState<LogicContext>(() => ({
    session: flowSession(sessionStore().getState().slots, flow.id),
    computed: flow.computed ?? {},
  }));
  const [state, dispatch] = useReducer(
    (current: NavigationState, event: NavigationEvent) => navigate(current, event, screen, app.messages, context),
    undefined,
    () => {
      const resumed = initialNavigation(selectQuestionnaire(context.session, screen.store), screen, context);
      return addressed < 0
        ? resumed
        : navigate(resumed, { type: 'goto', step: addressed }, screen, app.messages, context);
    },
  );
  const reach = useCallback(
    (step: number) => reachableStep(screen, state.answers, step, app.messages, context),
    [screen, state.answers, app.messages, context],
  );

  const nextPressedAt = useRef(0);
  const send = useCallback((event: NavigationEvent) => {
    if (event.type === 'next') nextPressedAt.current = performance.now();
    dispatch(event);
  }, []);

  const { schedule, flush } = useDeferredWrite(answerWriteDelayMs);
  // Undefined until the first write, which (as every step change) goes out at once.
  const writtenStep = useRef<number | undefined>(undefined);
  useEffect(() => {
    const saved = { step: state.step, answers: state.answers };
    schedule(() => sessionStore().getState().recordAnswers(screen.store, saved));
    // Opening, Next, Back and Finish write at once (what a step change or the analysis reads is
    // stored), as does a click or key on a choice or slider; typed text waits for a pause.
    const current = screenQuestions(screen)[state.step]?.step.type;
    const typing = current !== undefined && typedStepTypes.has(current);
    if (!typing || state.phase !== 'answering' || writtenStep.current !== state.step) {
      writtenStep.current = state.step;
      flush();
    }
  }, [screen, state.step, state.answers, state.phase, schedule, flush]);

  useEffect(() => {
    if (state.phase !== 'recorded') return undefined;
    const left = app.transitionMs - (performance.now() - nextPressedAt.current);
    const timer = setTimeout(() => dispatch({ type: 'advance' }), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [state.phase, state.step, app.transitionMs]);

  return { state, dispatch: send, context, reach };
}
