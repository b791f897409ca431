import { nextAttemptAt, type RetrySchedule } from './retrySchedule.ts';
import { sendWebhook } from './sendWebhook.ts';
import { claimDueMessages, reachedDb, recordAttempt, type ClaimedMessage, type CurrentDb } from './webhookQueue.ts';
import type { WebhookSettings } from './webhookSettings.ts';
import { describeDatabaseError } from '../db/databaseError.ts';

export interface WebhookWorkerOptions {
  db: CurrentDb;
  settings: WebhookSettings;
  schedule: RetrySchedule;
  /** Each attempt's time limit. */
  attemptMs: number;
  /** How often the queue is looked at (a new message wakes the worker at once). */
  pollMs: number;
  now: () => number;
  log: (message: string) => void;
  fetch?: typeof fetch;
}

/** Messages sent at once by one instance. */
const batchSize = 8;
/** A claim outlasts its attempt by this much, so a slow write of the outcome is not taken for a crash. */
const claimGraceMs = 30_000;

/**
 * Sends queued `flow.completed` messages from the database: due ones are claimed, POSTed
 * (signed, with a time limit), and logged; a failure waits its back-off (retrySchedule.ts) and
 * the queue, not this process, remembers it, so a restart resumes where it stopped. A database
 * that does not answer is logged once and retried at the next poll; nothing is lost meanwhile.
 */
export function webhookWorker(options: WebhookWorkerOptions) {
  const { db, settings, schedule, attemptMs, now, log } = options;
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  let databaseDown = false;

  const deliver = async (message: ClaimedMessage) => {
    const attemptedAt = now();
    const outcome = await sendWebhook({
      settings,
      id: message.id,
      body: message.body,
      timeoutMs: attemptMs,
      now,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    });
    const retryAt = outcome.delivered
      ? null
      : nextAttemptAt(message.createdAt.getTime(), now(), message.attempts + 1, schedule);
    await recordAttempt(
      reachedDb(db),
      message,
      new Date(attemptedAt),
      outcome,
      retryAt === null ? null : new Date(retryAt),
    );
    if (!outcome.delivered)
      log(
        `webhooks: ${message.id} attempt ${message.attempts + 1} failed (${outcome.status ?? outcome.error ?? 'no answer'}); ${retryAt === null ? 'given up' : `next at ${new Date(retryAt).toISOString()}`}`,
      );
  };

  const runDue = async () => {
    try {
      const claimed = await claimDueMessages(reachedDb(db), new Date(now()), attemptMs + claimGraceMs, batchSize);
      if (databaseDown) log('webhooks: the database answers again; deliveries resume');
      databaseDown = false;
      await Promise.all(claimed.map(deliver));
      if (claimed.length === batchSize) again = true;
    } catch (error) {
      if (!databaseDown)
        log(
          `webhooks: the database is unavailable (${describeDatabaseError(error)}); queued deliveries wait and resume when it answers`,
        );
      databaseDown = true;
    }
  };

  const tick = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    if (running) {
      again = true;
      return running;
    }
    // Read through a function: `again` is set by calls made while runDue is under way.
    const more = () => again && !stopped;
    running = (async () => {
      do {
        again = false;
        await runDue();
      } while (more());
    })().finally(() => {
      running = undefined;
    });
    return running;
  };

  return {
    start() {
      timer = setInterval(() => void tick(), options.pollMs);
      timer.unref();
      void tick();
    },
    /** Looks at the queue now (a completion was just queued). */
    wake: tick,
    /** Stops polling and waits for the attempts under way. */
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
