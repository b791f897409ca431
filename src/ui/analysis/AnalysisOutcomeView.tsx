import type { AnalysisOutcome } from '../../engine/analysis/index.ts';
import { useState, type ReactNode } from 'react';
import type { Action, AnalysisContent, ScreenApp } from '../../engine/content/types.ts';
import { isRecord } from '../../engine/forms/isRecord.ts';
import { resultDisplay } from '../../engine/results/resultValues.ts';
import { keptResultKey } from '../../engine/store/keptResult.ts';
import { Callout } from '../components/Callout.tsx';
import { preparedLine } from '../results/preparedLine.ts';
import { ResultView } from '../results/ResultView.tsx';
import { sessionStore } from '../session/sessionStore.ts';
import styles from './AnalysisOutcomeView.styles.ts';

interface AnalysisOutcomeViewProps {
  app: ScreenApp;
  analysis: AnalysisContent;
  outcome: AnalysisOutcome;
  onAction: (action: Action) => void;
  /** After the lists: whether a collecting flow's answers were sent. */
  completionNote?: ReactNode;
}

function Notes({ analysis, outcome }: Pick<AnalysisOutcomeViewProps, 'analysis' | 'outcome'>) {
  const email = analysis.email?.messages;
  // An empty notes column would still take a gap in the result's layout (the product analysis has no email).
  if (!outcome.offline && (!email || outcome.email === 'none' || outcome.email === 'error')) return null;
  return (
    <div className={styles.notes}>
      {outcome.offline ? (
        <Callout tone="info" title={analysis.messages.offlineNotice} data-testid="offline-notice" />
      ) : null}
      {email && outcome.email === 'sent' ? (
        <Callout tone="success" role="status" title={email.sent} data-testid="email-sent" />
      ) : null}
      {email && outcome.email === 'not-configured' ? (
        <Callout tone="neutral" role="status" title={email.notConfigured} data-testid="email-not-configured" />
      ) : null}
    </div>
  );
}

/** Below the lists, since its wording asks the user to save 'the information above'. */
function EmailFailureNote({ analysis, outcome }: Pick<AnalysisOutcomeViewProps, 'analysis' | 'outcome'>) {
  const email = analysis.email?.messages;
  if (!email || outcome.email !== 'error') return null;
  return (
    <Callout tone="warning" role="alert" title={outcome.emailError} data-testid="email-error">
      {email.amberNote}
    </Callout>
  );
}

/** When the shown result was made: its kept copy's time (a result reopened later keeps its day), else now. */
function madeAt(slots: Readonly<Record<string, unknown>>, analysis: AnalysisContent): Date {
  const kept = slots[keptResultKey(analysis.id)];
  return isRecord(kept) && typeof kept.finishedAt === 'string' ? new Date(kept.finishedAt) : new Date();
}

/** A finished analysis: the shared result renderer plus what happened to the email copy. */
export function AnalysisOutcomeView({ app, analysis, outcome, onAction, completionNote }: AnalysisOutcomeViewProps) {
  // Read once as the result shows: the answers and the kept result do not change under it.
  const [prepared] = useState(() => {
    const slots = sessionStore().getState().slots;
    return preparedLine(app.printResult, analysis.result, slots, madeAt(slots, analysis));
  });
  return (
    <ResultView
      print={{ preparedLine: prepared, label: app.printResult.label }}
      view={analysis.result}
      display={resultDisplay(analysis.result, outcome.result)}
      bands={app.scoreColours}
      onAction={onAction}
      notes={<Notes analysis={analysis} outcome={outcome} />}
      closingNotes={
        <>
          <EmailFailureNote analysis={analysis} outcome={outcome} />
          {completionNote}
        </>
      }
    />
  );
}
