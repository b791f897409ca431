import type { ReactNode } from 'react';
import styles from './ChoiceGroup.styles.ts';

interface ChoiceGroupProps {
  role: 'radiogroup' | 'group';
  titleId: string;
  describedBy?: string;
  invalid?: boolean;
  /** How many options follow: a long list gets two columns on wider screens. */
  optionCount: number;
  children: ReactNode;
}

// Beyond this many rows a single column runs well past the fold on a laptop.
const LONG_LIST = 6;

/**
 * The options' container, named by the step title already on screen (aria-labelledby) rather
 * than a second, visually hidden legend that could drift from it.
 */
export function ChoiceGroup({ role, titleId, describedBy, invalid, optionCount, children }: ChoiceGroupProps) {
  return (
    <div
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      className={optionCount > LONG_LIST ? styles.longGroup : styles.group}
    >
      {children}
    </div>
  );
}
