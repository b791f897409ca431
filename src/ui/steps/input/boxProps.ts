import type { Step } from '../../../engine/content/types.ts';
import type { StepViewProps } from '../StepViewProps.ts';
import styles from './InputField.styles.ts';

/**
 * What every one-box step view (email, date, number, dropdown) gives its native control: its id,
 * its label (the step title), the error or help it is described by, its invalid state and the
 * field style that shows it.
 */
export function boxProps<S extends Step>(
  { step, titleId, disabled, invalid, describedBy }: StepViewProps<S>,
  described: string | undefined = describedBy,
) {
  return {
    id: `${step.id}-input`,
    'aria-labelledby': titleId,
    'aria-describedby': described,
    'aria-invalid': invalid || undefined,
    disabled,
    className: invalid ? styles.fieldInvalid : styles.field,
  };
}
