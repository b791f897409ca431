import { memo } from 'react';
import { ProgressBar } from './ProgressBar.tsx';
import styles from './StepProgress.styles.ts';

/** 'N of M' and the bar: re-rendered when the step changes, not as the user types. */
export const StepProgress = memo(function StepProgress({ counter, percent }: { counter: string; percent: number }) {
  return (
    <div className={styles.progress}>
      <div className={styles.labels}>
        <p id="progress-label">Progress</p>
        <p className={styles.counter} data-testid="step-counter">
          {counter}
        </p>
      </div>
      <ProgressBar percent={percent} labelledBy="progress-label" />
    </div>
  );
});
