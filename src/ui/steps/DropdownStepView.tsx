import type { DropdownStep } from '../../engine/content/types.ts';
import styles from './input/InputField.styles.ts';
import type { StepViewProps } from './StepViewProps.ts';

/**
 * A native select: the platform's own menu (a wheel on phones), type-ahead, arrows, Home/End and
 * Escape come with it, which is what a long list needs. The empty first entry is "nothing chosen".
 */
export function DropdownStepView({
  step,
  answer,
  onChange,
  titleId,
  disabled,
  invalid,
  describedBy,
}: StepViewProps<DropdownStep>) {
  return (
    <select
      id={`${step.id}-input`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      value={answer ?? ''}
      disabled={disabled}
      onChange={(event) => {
        const value = event.currentTarget.value;
        onChange(value === '' ? undefined : value);
      }}
      className={invalid ? styles.fieldInvalid : styles.field}
    >
      <option value="">{step.placeholder ?? ''}</option>
      {step.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
