import { Stack } from '@chakra-ui/react';
import type { AnalysisOutcome } from '../../engine/analysis/index.ts';
import type { Action, AnalysisContent, AppContent } from '../../engine/content/types.ts';
import { Callout } from '../components/Callout.tsx';
import { ResultView } from '../results/ResultView.tsx';

interface AnalysisOutcomeViewProps {
  app: AppContent;
  analysis: AnalysisContent;
  outcome: AnalysisOutcome;
  onAction(action: Action): void;
}

function Notes({ analysis, outcome }: Pick<AnalysisOutcomeViewProps, 'analysis' | 'outcome'>) {
  const email = analysis.email?.messages;
  return (
    <Stack gap={3}>
      {outcome.offline ? (
        <Callout tone="info" title={analysis.messages.offlineNotice} data-testid="offline-notice" />
      ) : null}
      {email && outcome.email === 'sent' ? (
        <Callout tone="success" role="status" title={email.sent} data-testid="email-sent" />
      ) : null}
      {email && outcome.email === 'not-configured' ? (
        <Callout tone="neutral" role="status" title={email.notConfigured} data-testid="email-not-configured" />
      ) : null}
      {email && outcome.email === 'error' ? (
        <Callout tone="warning" role="alert" title={outcome.emailError} data-testid="email-error">
          {email.amberNote}
        </Callout>
      ) : null}
    </Stack>
  );
}

/** A finished analysis: the shared result renderer plus what happened to the email copy. */
export function AnalysisOutcomeView({ app, analysis, outcome, onAction }: AnalysisOutcomeViewProps) {
  return (
    <ResultView
      view={analysis.result}
      values={outcome.result}
      bands={app.scoreColours}
      onAction={onAction}
      notes={<Notes analysis={analysis} outcome={outcome} />}
    />
  );
}
