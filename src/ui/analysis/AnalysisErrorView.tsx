import type { AppContent } from '../../engine/content/types.ts';
import { ActionButton } from '../components/ActionButton.tsx';
import styles from './AnalysisErrorView.styles.ts';

interface AnalysisErrorViewProps {
  app: AppContent;
  message: string;
  onRetry: () => void;
}

/** 'Analysis Error' with the message; the answers stay stored, so Try Again loses nothing. */
export function AnalysisErrorView({ app, message, onRetry }: AnalysisErrorViewProps) {
  const screen = app.analysisErrorScreen;
  return (
    <section aria-labelledby="analysis-error-title" className={styles.card}>
      <div className={styles.content}>
        <h1 id="analysis-error-title" className={styles.title}>
          {screen.heading}
        </h1>
        <p role="alert" className={styles.message}>
          {message}
        </p>
        <p className={styles.note}>{screen.note}</p>
        <div className={styles.actions}>
          <button type="button" className={styles.retry} onClick={onRetry}>
            {screen.retryLabel}
          </button>
          <ActionButton action={{ ...screen.supportAction, variant: 'secondary' }} />
        </div>
      </div>
    </section>
  );
}
