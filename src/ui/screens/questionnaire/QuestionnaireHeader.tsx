import { memo } from 'react';
import { ProgressBar } from './ProgressBar.tsx';
import styles from './QuestionnaireHeader.styles.ts';

interface QuestionnaireHeaderProps {
  /** The questionnaire's name, quiet above the question; it names the progress bar (else 'N of M' does). */
  title?: string | undefined;
  /** The questionnaire's introduction, on its first question only. */
  intro?: string | undefined;
  /** 'N of M'. */
  counter: string;
  percent: number;
}

/** Where the person is, kept quiet so the question below leads: the name, 'N of M' and a slim bar. */
export const QuestionnaireHeader = memo(function QuestionnaireHeader({
  title,
  intro,
  counter,
  percent,
}: QuestionnaireHeaderProps) {
  return (
    <div className={styles.header}>
      <div className={styles.labels}>
        <p id="questionnaire-name" className={styles.name}>
          {title}
        </p>
        <p id="questionnaire-counter" className={styles.counter} data-testid="step-counter">
          {counter}
        </p>
      </div>
      <ProgressBar
        percent={percent}
        labelledBy={title ? 'questionnaire-name' : 'questionnaire-counter'}
        valueText={counter}
      />
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
});
