import { useEffect, useRef } from 'react';
import type { AnalysisScreen } from '../../../engine/content/types.ts';
import { screenAnalysis } from '../../../engine/flow/screenKinds.ts';
import { AnalysisErrorView } from '../../analysis/AnalysisErrorView.tsx';
import { AnalysisOutcomeView } from '../../analysis/AnalysisOutcomeView.tsx';
import { OnDemandStatusLine } from '../../analysis/outcomeViews.tsx';
import { useAnalysis } from '../../analysis/useAnalysis.ts';
import { useCloseResult } from '../../analysis/useCloseResult.ts';
import { CompletionNoteView } from '../../completion/CompletionNoteView.tsx';
import { scoreOf, useCompletion } from '../../completion/useCompletion.ts';
import { usePageTitle } from '../../components/usePageTitle.ts';
import { useAnalysisInsights, useStepInsights } from '../../insights/useInsights.ts';
import { withScreen, type ScreenProps } from '../withScreen.tsx';
// The same page and heading as a questionnaire's question, whose place this screen takes on a branch.
import styles from '../questionnaire/QuestionnaireCard.styles.ts';

/**
 * A screen that runs its analysis as it opens (`type: analysis`): a branch's way straight into
 * an AI analysis. It runs once per opening over the stores the analysis reads (the path, which
 * the screen's guard and the server both follow, brings a visitor here only once those are
 * filled), shows the status while it runs, then the result or the error screen as any analysis.
 * A kept result (Back, a reload) shows again without a new run.
 */
export function AnalysisPage({ content, flow, screen }: ScreenProps<AnalysisScreen>) {
  const { app } = content;
  const analysis = content.analyses[screen.analysis];
  const { state, start, dismiss } = useAnalysis(app, flow, analysis);
  const completion = useCompletion(flow, screen.id);
  const { report } = completion;
  const outcome = state.kind === 'result' ? state.outcome : undefined;
  usePageTitle(screen.title ?? analysis?.result.title ?? screen.id, app.brand);
  useStepInsights(flow, screen, screen.id, outcome !== undefined, true);
  useAnalysisInsights(flow, screen, screen.id, state);
  const started = useRef(false);

  // Once per opening; a kept result is shown instead (the state is not idle then).
  useEffect(() => {
    if (started.current || state.kind !== 'idle') return;
    started.current = true;
    void start();
  }, [state.kind, start]);

  useEffect(() => {
    if (analysis && outcome) report(scoreOf(analysis, outcome), outcome);
  }, [analysis, outcome, report]);

  const closeResult = useCloseResult(screenAnalysis(screen), dismiss);

  if (analysis && state.kind === 'result') {
    return (
      <AnalysisOutcomeView
        app={app}
        analysis={analysis}
        outcome={state.outcome}
        onAction={closeResult}
        completionNote={<CompletionNoteView note={completion.note} />}
      />
    );
  }
  if (state.kind === 'error') {
    const retry = () => {
      dismiss();
      void start();
    };
    return <AnalysisErrorView app={app} error={state} onRetry={retry} />;
  }
  return (
    <div className={styles.screen}>
      <div className={styles.question}>
        <h1 className={styles.title}>{screen.title ?? analysis?.result.title ?? screen.id}</h1>
        {screen.description ? <p className={styles.description}>{screen.description}</p> : null}
      </div>
      <OnDemandStatusLine state={state} />
    </div>
  );
}

export default withScreen('analysis', AnalysisPage);
