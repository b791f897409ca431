/** When a failed delivery is tried again, and when it is given up. */
export interface RetrySchedule {
  /** The wait after the first failed attempt; each further failure doubles it. */
  firstRetryMs: number;
  /** The longest wait between two attempts. */
  maxRetryMs: number;
  /** No attempt starts later than this after the message was queued. */
  giveUpMs: number;
}

/** The wait after `failedAttempts` failures (1 or more): first, 2×first, 4×first, … up to max. */
export function retryDelayMs(failedAttempts: number, schedule: RetrySchedule): number {
  const doublings = Math.max(0, failedAttempts - 1);
  // 2 ** 40 × any sane first wait is past every cap; stop there rather than overflow.
  return Math.min(schedule.firstRetryMs * 2 ** Math.min(doublings, 40), schedule.maxRetryMs);
}

/**
 * The time of the next attempt after `failedAttempts` failures, or null when it would start
 * past the give-up time: exponential back-off until a 2xx or `giveUpMs` after queueing.
 */
export function nextAttemptAt(
  queuedAt: number,
  failedAt: number,
  failedAttempts: number,
  schedule: RetrySchedule,
): number | null {
  const next = failedAt + retryDelayMs(failedAttempts, schedule);
  return next - queuedAt > schedule.giveUpMs ? null : next;
}
