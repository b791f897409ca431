import { useCallback, useEffect, useMemo, useRef, type Dispatch } from 'react';
import type { Answer, AppContent, QuestionnaireScreen } from '../../../engine/content/types.ts';
import {
  currentAnswer,
  progressOf,
  type NavigationEvent,
  type NavigationState,
} from '../../../engine/flow/questionnaire.ts';
import { logicAnswers } from '../../../engine/logic/logicAnswers.ts';
import { logicData, type LogicContext } from '../../../engine/logic/logicData.ts';
import { pipedStep } from '../../../engine/logic/pipedStep.ts';
import { screenQuestions } from '../../../engine/catalogue/screenQuestions.ts';
import { AnalysisStatusLine } from '../../analysis/AnalysisStatusLine.tsx';
import type { AnalysisViewState } from '../../analysis/useAnalysis.ts';
import { Callout } from '../../components/Callout.tsx';
import { StepView } from '../../steps/StepView.tsx';
import { ScreenHeading } from './ScreenHeading.tsx';
import { StepButtons } from './StepButtons.tsx';
import { StepProgress } from './StepProgress.tsx';
import styles from './QuestionnaireCard.styles.ts';

interface QuestionnaireCardProps {
  app: AppContent;
  screen: QuestionnaireScreen;
  state: NavigationState;
  context: LogicContext;
  dispatch: Dispatch<NavigationEvent>;
  analysisState: AnalysisViewState;
  /** The answers changed since the last analysis, which is kept but no longer shown. */
  staleResult: boolean;
}

/**
 * One step at a time: progress, the question, its input, the error banner and Back/Next. The
 * parts that do not change as the user types are memoised, so a keystroke re-renders the input
 * (and a Next click the step), not the whole screen.
 */
export function QuestionnaireCard({
  app,
  screen,
  state,
  context,
  dispatch,
  analysisState,
  staleResult,
}: QuestionnaireCardProps) {
  const declared = screenQuestions(screen)[state.step]?.step;
  // Earlier answers and computed values piped into the question's texts; the step itself when it has none.
  const step = useMemo(
    () => declared && pipedStep(declared, () => logicData(context, screen.store, logicAnswers(screen, state.answers))),
    [declared, context, screen, state.answers],
  );
  const progress = progressOf(state, screen, context);
  const busy = state.phase !== 'answering' || analysisState.kind === 'running';
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const onAnswer = useCallback((answer: Answer | undefined) => dispatch({ type: 'answer', answer }), [dispatch]);

  // A new question takes focus, so keyboard and screen-reader users start on it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    titleRef.current?.focus();
  }, [state.step]);

  if (!step) return null;
  const titleId = `step-title-${step.id}`;
  const errorId = `step-error-${step.id}`;

  return (
    <div className={styles.screen}>
      <ScreenHeading title={screen.title} description={screen.description} />
      <StepProgress counter={progress.counter} percent={progress.percent} />
      {staleResult ? <Callout tone="info" title={app.keptResult.stale} data-testid="kept-result-stale" /> : null}

      <div className={styles.card}>
        <div className={styles.body}>
          <div className={styles.question}>
            <h2 className={styles.title} id={titleId} ref={titleRef} tabIndex={-1}>
              {step.title}
            </h2>
            {step.description ? <p className={styles.description}>{step.description}</p> : null}
          </div>
          <StepView
            key={step.id}
            step={step}
            answer={currentAnswer(state, screen)}
            onChange={onAnswer}
            titleId={titleId}
            disabled={busy}
            invalid={state.error !== null}
            describedBy={state.error ? errorId : undefined}
          />
          {state.error ? (
            <Callout tone="error" id={errorId} role="alert" title={state.error} data-testid="step-error" />
          ) : null}
          {state.phase === 'recorded' ? (
            <Callout
              tone="success"
              role="status"
              title={app.messages.responseRecorded}
              data-testid="response-recorded"
            />
          ) : null}
          <AnalysisStatusLine state={analysisState} />
        </div>
      </div>

      <StepButtons
        backLabel={screen.labels.back}
        nextLabel={progress.isLast ? screen.labels.finish : screen.labels.next}
        backDisabled={busy || progress.isFirst}
        nextDisabled={busy}
        dispatch={dispatch}
      />
    </div>
  );
}
