import type { AnalysisErrorCode } from '../../engine/analysis/AnalysisError.ts';
import type { ScreenApp } from '../../engine/content/types.ts';
import { ActionButton } from '../components/ActionButton.tsx';
import styles from './AnalysisErrorView.styles.ts';
import { analysisText } from './analysisText.ts';
import { errorScreenTexts } from './errorScreenTexts.ts';
import { useCountdown } from './useCountdown.ts';

interface AnalysisErrorViewProps {
  app: ScreenApp;
  /** The failed analysis (useAnalysis's error state): its message, why, and a limit's end (ms since the epoch). */
  error: { message: string; code: AnalysisErrorCode; retryAt?: number };
  onRetry: () => void;
}

/**
 * 'Analysis Error' with the message; the answers stay stored, so Try Again loses nothing. While a
 * limit's wait runs, Try Again counts it down, disabled; a connection that failed gets its own note.
 */
export function AnalysisErrorView({ app, error, onRetry }: AnalysisErrorViewProps) {
  const screen = analysisText(app, 'analysisErrorScreen');
  const texts = errorScreenTexts(screen, error.code, useCountdown(error.retryAt));
  return (
    <section aria-labelledby="analysis-error-title" className={styles.card}>
      <div className={styles.content}>
        <h1 id="analysis-error-title" className={styles.title}>
          {screen.heading}
        </h1>
        <p role="alert" className={styles.message}>
          {error.message}
        </p>
        <p className={styles.note} data-testid="analysis-error-note">
          {texts.note}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.retry} onClick={onRetry} disabled={texts.retryDisabled}>
            {texts.retryLabel}
          </button>
          <ActionButton action={{ ...screen.supportAction, variant: 'secondary' }} />
        </div>
      </div>
    </section>
  );
}
