import type { AnalysisViewState } from './useAnalysis.ts';
import styles from './AnalysisStatusLine.styles.ts';

/** 'Analyzing your startup...', the retry countdown, or 'Sending analysis to your email...'. */
export function AnalysisStatusLine({ state }: { state: AnalysisViewState }) {
  if (state.kind !== 'running') return null;
  const message = state.status.message;
  return (
    <div role="status" aria-live="polite" className={styles.line} data-testid="analysis-status">
      <span className={styles.spinner} />
      <p className={styles.message}>{message}</p>
    </div>
  );
}
