import { reachedDb, type CurrentDb } from '../webhooks/webhookQueue.ts';
import { deleteExpired } from './responses.ts';

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
  days: number;
  everyMs: number;
  now: () => number;
  log: (message: string) => void;
}

/**
 * Deletes what is past the retention period at start and then every `everyMs`. Each instance
 * runs it; the delete is the same on any of them, so running twice only finds nothing the second
 * time. A database that does not answer is logged and tried again at the next run.
 */
export function retentionJob({ db, days, everyMs, now, log }: RetentionJobOptions) {
  let timer: ReturnType<typeof setInterval> | undefined;
  let running: Promise<void> | undefined;
  const run = async () => {
    try {
      const deleted = await deleteExpired(reachedDb(db), new Date(now()), days);
      if (deleted.responses > 0 || deleted.deliveries > 0)
        log(
          `retention: deleted ${deleted.responses} responses and ${deleted.deliveries} webhook deliveries older than ${days} days`,
        );
    } catch (error) {
      log(
        `retention: the database is unavailable (${error instanceof Error ? error.message : String(error)}); trying again later`,
      );
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
      timer = setInterval(() => void tick(), everyMs);
      timer.unref();
      void tick();
    },
    runNow: tick,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
