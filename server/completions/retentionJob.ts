import { reachedDb, type CurrentDb } from '../webhooks/webhookQueue.ts';
import { deleteExpiredSealedAnswers } from '../saves/savedAnswers.ts';
import { deleteExpired } from './responses.ts';
import { deleteOldEvents } from '../insights/eventRetention.ts';
import { describeDatabaseError } from '../db/databaseError.ts';

const defaultRetentionDays = 90;

/** RETENTION_DAYS: how long collected responses (and the webhook log) are kept; a positive whole number, default 90. */
export function readRetentionDays(env: Readonly<Record<string, string | undefined>>): number {
  const raw = env.RETENTION_DAYS?.trim();
  if (raw === undefined || raw === '') return defaultRetentionDays;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 1)
    throw new Error(`RETENTION_DAYS must be a positive whole number, not "${raw}"`);
  return days;
}

export interface RetentionJobOptions {
  db: CurrentDb;
  /** Resolves once the database is reached: the first run waits for it rather than finding it absent. */
  ready?: Promise<void>;
  /** How long collected responses and finished webhook messages are kept (RETENTION_DAYS). */
  days: number;
  /** How long the anonymous flow events are kept (LIMIT_EVENT_RETENTION_DAYS). */
  eventDays: number;
  everyMs: number;
  now: () => number;
  log: (message: string) => void;
}

/**
 * Deletes what is past its retention period (and saved answers past their expiry) once the database is ready (at start, or when it is
 * first reached later) and then every `everyMs`. Each instance runs it; the delete is the same on
 * any of them, so running twice only finds nothing the second time. A database that does not
 * answer is logged and tried again at the next run.
 */
export function retentionJob({
  db,
  ready = Promise.resolve(),
  days,
  eventDays,
  everyMs,
  now,
  log,
}: RetentionJobOptions) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;
  const run = async () => {
    try {
      const reached = reachedDb(db);
      const at = new Date(now());
      const deleted = await deleteExpired(reached, at, days);
      const events = await deleteOldEvents(reached, at, eventDays);
      if (deleted.responses > 0 || deleted.deliveries > 0 || events > 0)
        log(
          `retention: deleted ${deleted.responses} responses and ${deleted.deliveries} webhook deliveries older than ${days} days, and ${events} flow events older than ${eventDays} days`,
        );
      // Saved answers carry their own expiry (LIMIT_SAVE_RETENTION_DAYS from their last save).
      const saved = await deleteExpiredSealedAnswers(reached, at);
      if (saved > 0) log(`retention: deleted ${saved} expired saved answers`);
    } catch (error) {
      log(`retention: the database is unavailable (${describeDatabaseError(error)}); trying again later`);
    }
  };
  const tick = () => {
    running ??= run().finally(() => {
      running = undefined;
    });
    return running;
  };
  return {
    start() {
      void ready.then(() => {
        if (stopped) return;
        timer = setInterval(() => void tick(), everyMs);
        timer.unref();
        void tick();
      });
    },
    runNow: tick,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
