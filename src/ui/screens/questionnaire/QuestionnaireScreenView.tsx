import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { QuestionnaireScreen } from '../../../engine/content/types.ts';
import { OnDemandErrorView, OnDemandOutcomeView } from '../../analysis/outcomeViews.tsx';
import { useAnalysis } from '../../analysis/useAnalysis.ts';
import { focusHeading } from '../../app/announce.ts';
import { useCloseResult } from '../../analysis/useCloseResult.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { progressOf } from '../../../engine/flow/questionnaire.ts';
import { screenQuestions } from '../../../engine/catalogue/screenQuestions.ts';
import { routeAfter } from '../../../engine/logic/branches.ts';
import { useAnalysisInsights, useStepInsights } from '../../insights/useInsights.ts';
import { CompletionNoteView } from '../../completion/CompletionNoteView.tsx';
import { scoreOf, useCompletion } from '../../completion/useCompletion.ts';
import { ResumeFromLink, SaveForLater } from '../../saveForLater/SaveForLater.tsx';
import { withScreen, type ScreenProps } from '../withScreen.tsx';
import { QuestionnaireCard } from './QuestionnaireCard.tsx';
import styles from './QuestionnaireCard.styles.ts';
import { addressedQuestion, useQuestionHistory } from './useQuestionHistory.ts';
import { useQuestionnaire } from './useQuestionnaire.ts';

export function Questionnaire({ content, flow, screen }: ScreenProps<QuestionnaireScreen>) {
  const { app } = content;
  const analysis = screen.analysis ? content.analyses[screen.analysis.prompt] : undefined;
  const { hash } = useLocation();
  const { state, dispatch, context, reach } = useQuestionnaire(app, flow, screen, addressedQuestion(screen, hash));
  const { state: analysisState, start, dismiss, staleResult } = useAnalysis(app, flow, analysis);
  const { retreat, onQuestion } = useQuestionHistory({
    screen,
    state,
    dispatch,
    reach,
    analysed: analysis !== undefined,
    outcome: analysisState.kind === 'result' || analysisState.kind === 'error',
  });
  // A result or an error shows at the address of no question; an address naming one shows it.
  const view = analysis && !onQuestion ? analysisState.kind : 'questions';
  const shownView = useRef(view);
  // When a result or an error replaces the question (or the other way), its heading takes focus.
  useEffect(() => {
    const changed =
      (shownView.current === 'result' || shownView.current === 'error') !== (view === 'result' || view === 'error');
    shownView.current = view;
    if (changed) focusHeading();
  }, [view]);
  const goTo = useNavigate();
  const completion = useCompletion(flow, screen.id);
  const { report } = completion;
  const outcome = analysisState.kind === 'result' ? analysisState.outcome : undefined;
  const question = screenQuestions(screen)[state.step]?.step;
  // Each question names its history entry (the browser's Back menu lists them); a result its screen.
  const asked = view === 'result' || view === 'error' ? undefined : question?.title;
  usePageTitle([asked, screen.title].filter(Boolean).join(' · ') || screen.id, app.brand);
  const stepId = question?.id;
  useStepInsights(flow, screen, stepId, state.phase !== 'answering', progressOf(state, screen, context).isLast);
  useAnalysisInsights(flow, screen, stepId, analysisState);

  // Back from a result to a question leaves the result kept (it shows again while the answers stand) and an error behind.
  useEffect(() => {
    if (onQuestion) dismiss();
  }, [onQuestion, dismiss]);
  const shownKind = useRef(analysisState.kind);
  useEffect(() => {
    shownKind.current = analysisState.kind;
  });

  useEffect(() => {
    if (state.phase !== 'complete') return;
    // Finish again over the answers of the kept result shows it again: no second run, no second email.
    if (analysis) {
      if (shownKind.current !== 'result') void start();
    } else {
      report();
      const to = routeAfter(screen, context, state.answers);
      if (to) void goTo(to);
    }
  }, [state.phase, state.answers, analysis, start, screen, context, goTo, report]);

  useEffect(() => {
    if (analysis && outcome) report(scoreOf(analysis, outcome), outcome);
  }, [analysis, outcome, report]);

  const closeResult = useCloseResult(screen.analysis, dismiss, () => dispatch({ type: 'reset' }));

  if (analysis && view === 'result' && analysisState.kind === 'result') {
    return (
      <OnDemandOutcomeView
        app={app}
        analysis={analysis}
        outcome={analysisState.outcome}
        onAction={closeResult}
        completionNote={<CompletionNoteView note={completion.note} />}
      />
    );
  }
  if (view === 'error' && analysisState.kind === 'error') {
    const retry = () => {
      dismiss();
      retreat({ type: 'reopen' });
    };
    return <OnDemandErrorView app={app} error={analysisState} onRetry={retry} />;
  }
  return (
    <div className={styles.screen}>
      <QuestionnaireCard
        app={app}
        screen={screen}
        state={state}
        context={context}
        dispatch={dispatch}
        onBack={() => retreat({ type: 'back' })}
        analysisState={analysisState}
        staleResult={staleResult}
      />
      <SaveForLater
        flow={flow}
        screenId={screen.id}
        label={app.saveForLater.label}
        brand={app.brand}
        disabled={analysisState.kind === 'running'}
      />
    </div>
  );
}

export default withScreen('questionnaire', Questionnaire, ResumeFromLink);
