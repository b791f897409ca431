import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Content, Guard } from '../../engine/content/types.ts';
import { guardOutcome } from './guardOutcome.ts';

/**
 * Renders the screen only when its guards pass on entry; otherwise redirects with the guard's
 * message. Checked once per visit: a screen that clears its own data on the way out (closing
 * a product analysis) must not be bounced by its own guard first.
 */
export function Guarded({
  guards,
  content,
  children,
}: {
  guards: readonly Guard[] | undefined;
  /** The flow's content: a guarded list of a form must hold complete items (guardFieldCheck). */
  content: Content;
  children: ReactNode;
}) {
  const [outcome] = useState(() => guardOutcome(guards, content));
  if (!outcome.pass) return <Navigate to={outcome.redirect} replace state={{ notice: outcome.message }} />;
  return <>{children}</>;
}
