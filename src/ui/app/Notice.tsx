import type { ReactNode } from 'react';
import { Callout } from '../components/Callout.tsx';
import styles from './Layout.styles.ts';

/** Why the user landed here instead of where they were going (a guard's message). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div className={styles.notice}>
      <Callout tone="warning" role="status" title={children} data-testid="notice" />
    </div>
  );
}
