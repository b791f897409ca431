import type { Content, Guard } from '../../engine/content/types.ts';
import { guardFieldCheck } from '../../engine/flow/guardFieldCheck.ts';
import { evaluateGuards, type GuardOutcome } from '../../engine/flow/guards.ts';
import { sessionStore } from './sessionStore.ts';

/** Whether a screen's guards pass on what the visitor has stored, and where to send them if not. */
export function guardOutcome(guards: readonly Guard[] | undefined, content: Content): GuardOutcome {
  return evaluateGuards(guards, sessionStore().getState().slots, guardFieldCheck(content));
}
