import { describe, expect, it } from 'vitest';
import { defaultLimits } from '../../../server/config/limits.ts';
import { nextAttemptAt, retryDelayMs } from '../../../server/webhooks/retrySchedule.ts';

const schedule = {
  firstRetryMs: defaultLimits.webhookFirstRetryMs,
  maxRetryMs: defaultLimits.webhookMaxRetryMs,
  giveUpMs: defaultLimits.webhookGiveUpMs,
};
const minute = 60_000;
const hour = 60 * minute;

describe('the webhook retry schedule', () => {
  it('waits 30 s after the first failure and doubles each time, up to an hour', () => {
    const waits = Array.from({ length: 10 }, (_, index) => retryDelayMs(index + 1, schedule) / 1000);
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600, 3600]);
    expect(retryDelayMs(10_000, schedule)).toBe(hour);
  });

  it('keeps trying until 24 hours after the message was queued, then gives up', () => {
    const queuedAt = 0;
    let failedAt = queuedAt;
    const attempts = [queuedAt];
    for (let failures = 1; ; failures += 1) {
      const next = nextAttemptAt(queuedAt, failedAt, failures, schedule);
      if (next === null) break;
      attempts.push(next);
      failedAt = next;
    }
    // The first attempt, 7 growing waits (63.5 min in all), then one attempt an hour: 22 more fit in 24 h.
    expect(attempts.length).toBe(30);
    expect(attempts.at(-1)).toBeLessThanOrEqual(24 * hour);
    expect((attempts.at(-1) ?? 0) + hour).toBeGreaterThan(24 * hour);
    expect(nextAttemptAt(queuedAt, 24 * hour - minute, 30, schedule)).toBeNull();
  });
});
