import { memo, type Dispatch } from 'react';
import type { NavigationEvent } from '../../../engine/flow/questionnaire.ts';
import styles from './StepButtons.styles.ts';

interface StepButtonsProps {
  backLabel: string;
  nextLabel: string;
  backDisabled: boolean;
  nextDisabled: boolean;
  dispatch: Dispatch<NavigationEvent>;
}

/** Back and Next (or Finish): re-rendered when they change state, not as the user types. */
export const StepButtons = memo(function StepButtons({
  backLabel,
  nextLabel,
  backDisabled,
  nextDisabled,
  dispatch,
}: StepButtonsProps) {
  return (
    <div className={styles.buttons}>
      <button type="button" className={styles.back} onClick={() => dispatch({ type: 'back' })} disabled={backDisabled}>
        {backLabel}
      </button>
      <button type="button" className={styles.next} onClick={() => dispatch({ type: 'next' })} disabled={nextDisabled}>
        {nextLabel}
      </button>
    </div>
  );
});
