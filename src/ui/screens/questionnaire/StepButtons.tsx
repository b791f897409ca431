import { memo } from 'react';
import styles from './StepButtons.styles.ts';

interface StepButtonsProps {
  backLabel: string;
  nextLabel: string;
  backDisabled: boolean;
  nextDisabled: boolean;
  /** How to go on from the keyboard, beside Next (from tablet width up). */
  hint: string;
  hintId: string;
  onBack: () => void;
  onNext: () => void;
}

/** Back and Next (or Finish): re-rendered when they change state, not as the user types. */
export const StepButtons = memo(function StepButtons({
  backLabel,
  nextLabel,
  backDisabled,
  nextDisabled,
  hint,
  hintId,
  onBack,
  onNext,
}: StepButtonsProps) {
  return (
    <div className={styles.buttons}>
      <button type="button" className={styles.back} onClick={onBack} disabled={backDisabled}>
        {backLabel}
      </button>
      <div className={styles.forward}>
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
        <button type="button" className={styles.next} onClick={onNext} disabled={nextDisabled}>
          {nextLabel}
        </button>
      </div>
    </div>
  );
});
