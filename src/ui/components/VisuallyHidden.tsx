import type { HTMLAttributes } from 'react';
import styles from './VisuallyHidden.styles.ts';

/**
 * Text for screen readers only, such as "(opens in a new tab)" after a link's label. Another
 * element hides itself the same way with the class from VisuallyHidden.styles.ts.
 */
export function VisuallyHidden(props: Omit<HTMLAttributes<HTMLSpanElement>, 'className'>) {
  return <span {...props} className={styles.hidden} />;
}
