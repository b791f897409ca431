import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Guard } from '../../engine/content/types.ts';
import { evaluateGuards } from '../../engine/flow/guards.ts';
import { sessionStore } from './sessionStore.ts';

/**
 * Renders the screen only when its guards pass on entry; otherwise redirects with the guard's
 * message. Checked once per visit: a screen that clears its own data on the way out (closing
 * a product analysis) must not be bounced by its own guard first.
 */
export function Guarded({ guards, children }: { guards: readonly Guard[] | undefined; children: ReactNode }) {
  const [outcome] = useState(() => evaluateGuards(guards, sessionStore().getState().slots));
  if (!outcome.pass) return <Navigate to={outcome.redirect} replace state={{ notice: outcome.message }} />;
  return <>{children}</>;
}
