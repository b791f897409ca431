import type { ReactNode } from 'react';
import { Callout } from '../components/Callout.tsx';

/** Why the user landed here instead of where they were going (a guard's message). */
export function Notice({ children }: { children: ReactNode }) {
  return (
    <div style={{ maxWidth: '48rem', margin: '0 auto 1.5rem' }}>
      <Callout tone="warning" role="status" title={children} data-testid="notice" />
    </div>
  );
}
