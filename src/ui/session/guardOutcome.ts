import type { ScreenContent, FlowContent, Screen } from '../../engine/content/types.ts';
import { guardFieldCheck } from '../../engine/flow/guardFieldCheck.ts';
import { evaluateGuards, type GuardOutcome } from '../../engine/flow/guards.ts';
import { pathOutcome } from '../../engine/flow/routePath.ts';
import { flowSession } from '../../engine/params/urlParams.ts';
import { sessionStore } from './sessionStore.ts';

/**
 * Whether a screen may open on what the visitor has stored, and where to send them if not: its
 * guards first (a profile missing), then the flow's path (a screen the answers' branches do not
 * lead to opens where they do, with the app's pathNotice).
 */
export function guardOutcome(content: ScreenContent, flow: FlowContent, screen: Screen): GuardOutcome {
  const { slots } = sessionStore().getState();
  const guarded = evaluateGuards(screen.guards, slots, guardFieldCheck(content));
  if (!guarded.pass) return guarded;
  const path = pathOutcome(flow, screen.id, flowSession(slots, flow.id));
  return path.open ? guarded : { pass: false, redirect: path.leadsTo, message: content.app.pathNotice };
}
