import styles from './ProgressBar.styles.ts';

/** The questionnaire's progress: a plain progressbar, so no progress recipe ships on every page. */
export function ProgressBar({
  percent,
  labelledBy,
  valueText,
}: {
  percent: number;
  labelledBy: string;
  valueText: string;
}) {
  return (
    <div
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(percent)}
      aria-valuetext={valueText}
      className={styles.track}
    >
      <div data-testid="progress-bar" className={styles.fill} style={{ width: `${percent}%` }} />
    </div>
  );
}
