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

/**
 * One option as a native input wrapped in its label: the browser then provides the accessible
 * name, Space/arrow keys and a whole-row click target without any ARIA of ours.
 */
export function ChoiceOptionRow({ type, name, value, label, checked, disabled, onChange }: ChoiceOptionRowProps) {
  return (
    <label className={styles.option}>
      <input type={type} name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} />
      <span>{label}</span>
    </label>
  );
}
