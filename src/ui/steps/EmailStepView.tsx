import type { EmailStep } from '../../engine/content/types.ts';
import styles from './input/InputField.styles.ts';
import type { StepViewProps } from './StepViewProps.ts';

/** A native email input: an @ keyboard on phones and the browser's saved address on offer. */
export function EmailStepView({
  step,
  answer,
  onChange,
  titleId,
  disabled,
  invalid,
  describedBy,
}: StepViewProps<EmailStep>) {
  return (
    <input
      id={`${step.id}-input`}
      type="email"
      autoComplete="email"
      spellCheck={false}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      value={answer ?? ''}
      placeholder={step.placeholder}
      disabled={disabled}
      onChange={(event) => onChange(event.currentTarget.value)}
      className={invalid ? styles.fieldInvalid : styles.field}
    />
  );
}
