import type { DateStep } from '../../engine/content/types.ts';
import { isIsoDate } from '../../engine/steps/date/isIsoDate.ts';
import styles from './input/InputField.styles.ts';
import type { StepViewProps } from './StepViewProps.ts';

/**
 * A native date input: typed by keyboard a part at a time (arrows change the part), or picked from
 * the browser's calendar. Its value is YYYY-MM-DD, or '' until the date is whole.
 */
export function DateStepView({
  step,
  answer,
  onChange,
  titleId,
  disabled,
  invalid,
  describedBy,
}: StepViewProps<DateStep>) {
  return (
    <input
      id={`${step.id}-input`}
      type="date"
      min={step.min}
      max={step.max}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      value={answer ?? ''}
      disabled={disabled}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange(isIsoDate(value) ? value : undefined);
      }}
      className={invalid ? styles.fieldInvalid : styles.field}
    />
  );
}
