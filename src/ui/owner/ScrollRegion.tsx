import type { ReactNode } from 'react';
import styles from './OwnerPage.styles.ts';

/** A wide table's frame: a focusable region, so a keyboard can scroll it on a narrow screen. */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must take focus (axe: scrollable-region-focusable)
    <div className={styles.tableScroll} tabIndex={0} role="region" aria-label={label}>
      {children}
    </div>
  );
}
