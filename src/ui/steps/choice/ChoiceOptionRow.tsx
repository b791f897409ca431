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
  /** The letter that picks this option from the keyboard (useQuestionKeys), shown on the card. */
  shortcut?: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/**
 * One option as a native input wrapped in its label: the browser then provides the accessible
 * name, Space/arrow keys and a whole-card click target without any ARIA of ours. The letter is
 * drawn by the card's style from `data-shortcut`, so the option's name stays its label alone.
 */
export function ChoiceOptionRow({
  type,
  name,
  value,
  label,
  checked,
  disabled,
  shortcut,
  onChange,
}: ChoiceOptionRowProps) {
  return (
    <label className={styles.option} data-shortcut={shortcut}>
      <input
        type={type}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        aria-keyshortcuts={shortcut}
        data-shortcut={shortcut}
      />
      {label}
    </label>
  );
}
