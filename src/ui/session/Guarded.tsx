import { useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { ScreenContent, FlowContent, Screen } from '../../engine/content/types.ts';
import { guardOutcome } from './guardOutcome.ts';

/**
 * Renders the screen only when its guards pass on entry and the flow's path over the stored
 * answers reaches it; otherwise redirects with the guard's message or the path's notice. Checked
 * once per visit: a screen that clears its own data on the way out (closing a product analysis)
 * must not be bounced by its own guard first.
 */
export function Guarded({
  content,
  flow,
  screen,
  children,
}: {
  /** The flow's content: a guarded list of a form must hold complete items (guardFieldCheck). */
  content: ScreenContent;
  flow: FlowContent;
  screen: Screen;
  children: ReactNode;
}) {
  const [outcome] = useState(() => guardOutcome(content, flow, screen));
  if (!outcome.pass) return <Navigate to={outcome.redirect} replace state={{ notice: outcome.message }} />;
  return <>{children}</>;
}
