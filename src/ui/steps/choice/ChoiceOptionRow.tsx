import type { ChangeEvent } from 'react';
import styles from './ChoiceOptionRow.styles.ts';

interface ChoiceOptionRowProps {
  type: 'radio' | 'checkbox';
  /** Shared by all radios of a step so the browser gives them arrow-key roving. */
  name: string;
  value: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

function rowStyle(checked: boolean, disabled: boolean | undefined): string {
  if (disabled) return checked ? styles.optionCheckedDisabled : styles.optionDisabled;
  return checked ? styles.optionChecked : styles.option;
}

/**
 * One option as a native input wrapped in its label: the browser then provides the accessible
 * name, Space/arrow keys and a whole-row click target without any ARIA of ours.
 */
export function ChoiceOptionRow({ type, name, value, label, checked, disabled, onChange }: ChoiceOptionRowProps) {
  return (
    <label className={rowStyle(checked, disabled)}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className={styles.input}
      />
      <span className={styles.label}>{label}</span>
    </label>
  );
}
