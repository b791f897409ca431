import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import type { QuestionnaireScreen } from '../../../engine/content/types.ts';
import { OnDemandErrorView, OnDemandOutcomeView } from '../../analysis/outcomeViews.tsx';
import { useAnalysis } from '../../analysis/useAnalysis.ts';
import { useCloseResult } from '../../analysis/useCloseResult.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { progressOf } from '../../../engine/flow/questionnaire.ts';
import { screenQuestions } from '../../../engine/catalogue/screenQuestions.ts';
import { routeAfter } from '../../../engine/logic/branches.ts';
import { useAnalysisInsights, useStepInsights } from '../../insights/useInsights.ts';
import { CompletionNoteView } from '../../completion/CompletionNoteView.tsx';
import { scoreOf, useCompletion } from '../../completion/useCompletion.ts';
import { withScreen, type ScreenProps } from '../withScreen.tsx';
import { QuestionnaireCard } from './QuestionnaireCard.tsx';
import { useQuestionnaire } from './useQuestionnaire.ts';

export function Questionnaire({ content, flow, screen }: ScreenProps<QuestionnaireScreen>) {
  const { app } = content;
  const analysis = screen.analysis ? content.analyses[screen.analysis.prompt] : undefined;
  const { state, dispatch, context } = useQuestionnaire(app, flow, screen);
  const { state: analysisState, start, dismiss, staleResult } = useAnalysis(app, flow, analysis);
  const goTo = useNavigate();
  const completion = useCompletion(app, flow, screen.id);
  const { report } = completion;
  const outcome = analysisState.kind === 'result' ? analysisState.outcome : undefined;
  const question = screenQuestions(screen)[state.step]?.step;
  usePageTitle(screen.title ?? question?.title ?? screen.id, app.brand);
  const stepId = question?.id;
  useStepInsights(flow, screen, stepId, state.phase !== 'answering', progressOf(state, screen, context).isLast);
  useAnalysisInsights(flow, screen, stepId, analysisState);

  useEffect(() => {
    if (state.phase !== 'complete') return;
    if (analysis) void start();
    else {
      report();
      const to = routeAfter(screen, context, state.answers);
      if (to) void goTo(to);
    }
  }, [state.phase, state.answers, analysis, start, screen, context, goTo, report]);

  useEffect(() => {
    if (analysis && outcome) report(scoreOf(analysis, outcome), outcome);
  }, [analysis, outcome, report]);

  const closeResult = useCloseResult(screen.analysis, dismiss, () => dispatch({ type: 'reset' }));

  if (analysis && analysisState.kind === 'result') {
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
  if (analysisState.kind === 'error') {
    const retry = () => {
      dismiss();
      dispatch({ type: 'reopen' });
    };
    return <OnDemandErrorView app={app} message={analysisState.message} onRetry={retry} />;
  }
  return (
    <QuestionnaireCard
      app={app}
      screen={screen}
      state={state}
      context={context}
      dispatch={dispatch}
      analysisState={analysisState}
      staleResult={staleResult}
    />
  );
}

export default withScreen('questionnaire', Questionnaire);
