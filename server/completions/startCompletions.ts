import type { Limits } from '../config/limits.ts';
import type { DatabaseHandle } from '../db/databaseHandle.ts';
import type { CurrentDb } from '../webhooks/webhookQueue.ts';
import { webhookWorker } from '../webhooks/webhookWorker.ts';
import { readWebhookSettings } from '../webhooks/webhookSettings.ts';
import type { CompletionStore } from './completionRoute.ts';
import { readRetentionDays, retentionJob } from './retentionJob.ts';

export interface CompletionServices {
  store: CompletionStore;
  /** For the start-up lines. */
  describe: () => string[];
  stop: () => Promise<void>;
}

/**
 * What completions need beside the route: the webhook worker when WEBHOOK_URL and WEBHOOK_SECRET
 * are set (a half-set pair stops the start with a message), and the retention job (RETENTION_DAYS).
 */
export function startCompletions(
  env: Readonly<Record<string, string | undefined>>,
  limits: Limits,
  database: Pick<DatabaseHandle, 'current' | 'ready'>,
  problem: (line: string) => void,
): CompletionServices {
  const db: CurrentDb = database.current;
  const settings = readWebhookSettings(env);
  const days = readRetentionDays(env);
  const worker = settings
    ? webhookWorker({
        db,
        settings,
        schedule: {
          firstRetryMs: limits.webhookFirstRetryMs,
          maxRetryMs: limits.webhookMaxRetryMs,
          giveUpMs: limits.webhookGiveUpMs,
        },
        attemptMs: limits.webhookAttemptMs,
        pollMs: limits.webhookPollMs,
        now: Date.now,
        log: problem,
      })
    : undefined;
  const retention = retentionJob({
    db,
    ready: database.ready,
    days,
    eventDays: limits.eventRetentionDays,
    everyMs: limits.retentionSweepMs,
    now: Date.now,
    log: problem,
  });
  worker?.start();
  retention.start();
  return {
    store: { db, webhooks: worker !== undefined, queued: () => void worker?.wake() },
    describe: () => [
      `Webhooks: ${settings ? `flow.completed to ${new URL(settings.url).origin} (WEBHOOK_URL)` : 'off (set WEBHOOK_URL and WEBHOOK_SECRET)'}`,
      `Collected responses: kept ${days} days (RETENTION_DAYS); anonymous flow events ${limits.eventRetentionDays} days (LIMIT_EVENT_RETENTION_DAYS)`,
      `Saved answers (save and continue later): kept ${limits.saveRetentionDays} days from their last save (LIMIT_SAVE_RETENTION_DAYS)`,
    ],
    stop: async () => {
      await worker?.stop();
      await retention.stop();
    },
  };
}
