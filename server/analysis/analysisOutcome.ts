import { AnalysisError, statusOf } from '../../src/engine/index.ts';
import type { AnalysisOutcome } from '../http/requestLog.ts';

/** Why the route stopped an analysis itself, read from its controller's abort reason. */
export class ChainTimeout extends Error {}
export class ShuttingDown extends Error {}

/** undici's error when a vendor's answer passes the server's byte cap (see vendorAnswers.ts). */
const tooLargeCode = 'UND_ERR_RES_EXCEEDED_MAX_SIZE';

/** The error and every cause under it, outermost first. */
function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current: unknown = error;
  while (current !== undefined && current !== null && !chain.includes(current)) {
    chain.push(current);
    current = current instanceof Error ? current.cause : undefined;
  }
  return chain;
}

/** The vendor refused to be read past the byte cap somewhere under this error. */
export function isAnswerTooLarge(error: unknown): boolean {
  return causes(error).some(
    (cause) => typeof cause === 'object' && cause !== null && 'code' in cause && cause.code === tooLargeCode,
  );
}

/** The vendor's HTTP status somewhere under this error, when the vendor answered at all. */
export function vendorStatusOf(error: unknown): number | undefined {
  return causes(error)
    .map(statusOf)
    .find((status) => status !== undefined);
}

/** How a failed analysis ended, for the log line and for whether its hit is given back. */
export function failureOutcome(error: unknown, reason: unknown, clientGone: boolean): AnalysisOutcome {
  if (reason instanceof ChainTimeout) return 'timeout';
  if (reason instanceof ShuttingDown) return 'interrupted';
  if (clientGone) return 'client-gone';
  if (isAnswerTooLarge(error)) return 'too-large';
  // The vendor answered, but nothing usable: an empty or broken answer, or one the validity rule refuses.
  if (error instanceof AnalysisError && (error.code === 'parse' || error.code === 'validity')) return 'unusable-answer';
  if (error instanceof AnalysisError && ['provider', 'limited', 'unavailable'].includes(error.code))
    return 'vendor-failed';
  return 'server-error';
}

/**
 * Only a delivered result counts against the limits (a usable one: the route parses and checks
 * it first). A browser that goes away keeps its hit too:
 * the vendor call ran, and refunding it would make start-and-cancel an unmetered vendor budget.
 */
export function counts(outcome: AnalysisOutcome): boolean {
  return outcome === 'delivered' || outcome === 'client-gone';
}
