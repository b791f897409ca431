import { useCallback, useEffect, useMemo, useRef, useSyncExternalStore, type Dispatch } from 'react';
import { fillMessage } from '../../../engine/analysis/fillMessage.ts';
import type { Answer, ScreenApp, QuestionnaireScreen } from '../../../engine/content/types.ts';
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
import { analysisText } from '../../analysis/analysisText.ts';
import { OnDemandStatusLine } from '../../analysis/outcomeViews.tsx';
import type { AnalysisViewState } from '../../analysis/useAnalysis.ts';
import { focusHeading } from '../../app/announce.ts';
import { Callout } from '../../components/Callout.tsx';
import { describedByIds } from '../../steps/input/describedByIds.ts';
import { StepView } from '../../steps/StepView.tsx';
import { QuestionnaireHeader } from './QuestionnaireHeader.tsx';
import { StepButtons } from './StepButtons.tsx';
import { useQuestionKeys } from './useQuestionKeys.ts';
import styles from './QuestionnaireCard.styles.ts';

interface QuestionnaireCardProps {
  app: ScreenApp;
  screen: QuestionnaireScreen;
  state: NavigationState;
  context: LogicContext;
  dispatch: Dispatch<NavigationEvent>;
  /** The app's Back: through the browser's history when Next made this question's entry. */
  onBack: () => void;
  analysisState: AnalysisViewState;
  /** The answers changed since the last analysis, which is kept but no longer shown. */
  staleResult: boolean;
}

const hintId = 'next-hint';
const never = () => () => undefined;
/** The key that goes with Enter on this device: ⌘ on Apple's, Ctrl elsewhere (and in the build's render). */
const modifierKey = () => (/Mac|iPhone|iPad/.test(navigator.platform) ? '⌘' : 'Ctrl');

/**
 * One question at a time, as the page's heading: where the person is (quiet), the question, its
 * input, the error banner and Back/Next. The parts that do not change as the user types are
 * memoised, so a keystroke re-renders the input (and a Next click the step), not the whole screen.
 */
export function QuestionnaireCard({
  app,
  screen,
  state,
  context,
  dispatch,
  onBack,
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
  const counter = fillMessage(app.messages.questionCounter, { number: progress.number, total: progress.total });
  const busy = state.phase !== 'answering' || analysisState.kind === 'running';
  const titleRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  const onAnswer = useCallback((answer: Answer | undefined) => dispatch({ type: 'answer', answer }), [dispatch]);
  const onNext = useCallback(() => dispatch({ type: 'next' }), [dispatch]);
  const modifier = useSyncExternalStore(never, modifierKey, () => 'Ctrl');
  useQuestionKeys(onNext);

  // A new question takes focus and is announced, so keyboard and screen-reader users start on it.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const said = fillMessage(app.messages.questionShown, { counter, title: step?.title ?? '' });
    focusHeading(titleRef.current, said);
    // Only a change of question moves focus; the counter changes with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the line above
  }, [state.step]);

  if (!step) return null;
  const titleId = `step-title-${step.id}`;
  const errorId = `step-error-${step.id}`;
  // Enter makes a new line in a multi-line answer, so its hint (Ctrl+Enter) is read with the box.
  const multiline = step.type === 'text';

  return (
    <div className={styles.screen}>
      <QuestionnaireHeader
        title={screen.title}
        intro={progress.isFirst ? screen.description : undefined}
        counter={counter}
        percent={progress.percent}
      />
      {staleResult ? (
        <Callout tone="info" title={analysisText(app, 'keptResult').stale} data-testid="kept-result-stale" />
      ) : null}

      <div className={styles.body}>
        <div className={styles.question}>
          <h1 className={styles.title} id={titleId} ref={titleRef} tabIndex={-1}>
            {step.title}
            {step.required === false ? <span className={styles.optional}>{app.messages.optionalStep}</span> : null}
          </h1>
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
          describedBy={describedByIds(state.error ? errorId : undefined, multiline ? hintId : undefined)}
        />
        {state.error ? (
          <Callout tone="error" id={errorId} role="alert" title={state.error} data-testid="step-error" />
        ) : null}
        {state.phase === 'recorded' ? (
          <Callout tone="success" role="status" title={app.messages.responseRecorded} data-testid="response-recorded" />
        ) : null}
        <OnDemandStatusLine state={analysisState} />
      </div>

      <StepButtons
        backLabel={screen.labels.back}
        nextLabel={progress.isLast ? screen.labels.finish : screen.labels.next}
        backDisabled={busy || progress.isFirst}
        nextDisabled={busy}
        hint={multiline ? fillMessage(app.messages.ctrlEnterHint, { modifier }) : app.messages.enterHint}
        hintId={hintId}
        onBack={onBack}
        onNext={onNext}
      />
    </div>
  );
}
