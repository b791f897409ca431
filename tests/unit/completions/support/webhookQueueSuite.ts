import type { Kysely } from 'kysely';
import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import type { CheckedCompletion } from '../../../../server/completions/checkCompletion.ts';
import { recordCompletion } from '../../../../server/completions/recordCompletion.ts';
import { deleteResponse } from '../../../../server/completions/responses.ts';
import type { Database } from '../../../../server/db/schema.ts';
import { deliveryLog } from '../../../../server/webhooks/webhookQueue.ts';
import { webhookWorker, type WebhookWorkerOptions } from '../../../../server/webhooks/webhookWorker.ts';
import { collectContent, feedbackAnswers } from './completionsApp.ts';
import { unreachableDb, completionsDbForFile } from './completionsDb.ts';
import { startReceiver } from '../../../support/webhookReceiver.ts';

const secret = `whsec_${Buffer.alloc(32, 9).toString('base64')}`;
const feedback = collectContent.flows.find((flow) => flow.id === 'feedback');
if (!feedback) throw new Error('the fixture flow is missing');

function completion(): CheckedCompletion {
  return { flow: feedback!, completionId: crypto.randomUUID(), score: 64, answers: feedbackAnswers };
}

async function until(condition: () => Promise<boolean> | boolean, ms = 10_000): Promise<void> {
  const end = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

export interface QueueSuiteOptions {
  /** Opens an empty, migrated database for the suite. */
  open: () => Promise<Kysely<Database>>;
  /** Runs once the suite's connections are closed. */
  closed?: () => Promise<void>;
  /** A second server instance's own connection to the same database. */
  another: (db: Kysely<Database>) => Kysely<Database>;
}

/**
 * The webhook queue's suite: the worker's retries, durability, time limits and redirects, and two
 * instances sharing one queue, run unchanged on each database the server supports (as rjsf runs
 * one suite for every theme): PGlite (webhookQueue.pglite.test.ts) and PostgreSQL (webhookQueue.postgres.test.ts).
 */
export function webhookQueueSuite(database: string, { open, another, closed }: QueueSuiteOptions): void {
  const data = completionsDbForFile(open, closed);

  function worker(url: string, options: Partial<WebhookWorkerOptions> = {}) {
    const log: string[] = [];
    const instance = webhookWorker({
      db: () => data.db,
      settings: { url, secret },
      schedule: { firstRetryMs: 20, maxRetryMs: 80, giveUpMs: 60_000 },
      attemptMs: 2_000,
      pollMs: 10,
      now: Date.now,
      log: (line) => log.push(line),
      ...options,
    });
    return { instance, log };
  }

  const stateOf = async () => await data.db.selectFrom('webhook_messages').select(['state', 'body']).executeTakeFirst();

  describe(`the webhook worker on ${database}`, () => {
    it('retries a receiver that fails twice, with the same webhook-id and a valid signature each time', async () => {
      const receiver = await startReceiver([500, 503, 204]);
      const { instance } = worker(receiver.url);
      await recordCompletion(data.db, completion(), new Date(), true);
      instance.start();
      await until(async () => (await stateOf())?.state === 'delivered');
      await instance.stop();
      await receiver.close();

      expect(receiver.received).toHaveLength(3);
      const ids = receiver.received.map((request) => request.headers['webhook-id']);
      expect(new Set(ids).size).toBe(1);
      expect(ids[0]).toMatch(/^msg_[0-9a-f]{32}$/);
      for (const request of receiver.received) {
        const headers = Object.fromEntries(
          ['webhook-id', 'webhook-timestamp', 'webhook-signature'].map((name) => [name, String(request.headers[name])]),
        );
        expect(new Webhook(secret).verify(request.body, headers)).toMatchObject({
          type: 'flow.completed',
          data: { flowId: 'feedback', score: 64, answers: feedbackAnswers },
        });
        expect(request.headers['content-type']).toBe('application/json');
      }
      const [entry] = await deliveryLog(data.db, 10);
      expect(entry?.state).toBe('delivered');
      expect(entry?.attempts.map((attempt) => attempt.status)).toEqual([500, 503, 204]);
      // Delivered: the answers are no longer kept in the queue.
      expect((await stateOf())?.body).toBeNull();
    });

    it('is durable: a message a stopped worker could not deliver is sent by the next one, with the same id', async () => {
      const down = await startReceiver([502]);
      const first = worker(down.url, { schedule: { firstRetryMs: 50, maxRetryMs: 50, giveUpMs: 60_000 } });
      await recordCompletion(data.db, completion(), new Date(), true);
      first.instance.start();
      await until(() => down.received.length >= 1);
      await first.instance.stop();
      await down.close();

      const up = await startReceiver([200]);
      const second = worker(up.url);
      second.instance.start();
      await until(async () => (await stateOf())?.state === 'delivered');
      await second.instance.stop();
      await up.close();
      expect(up.received[0]?.headers['webhook-id']).toBe(down.received[0]?.headers['webhook-id']);
      expect(first.log.some((line) => line.includes('attempt 1 failed (502)'))).toBe(true);
    });

    it('holds each attempt to its time limit, and gives up after the give-up time', async () => {
      const slow = await startReceiver(['hang']);
      const { instance, log } = worker(slow.url, {
        attemptMs: 100,
        // Room for a second attempt on a loaded machine, where the first may start hundreds of ms late.
        schedule: { firstRetryMs: 20, maxRetryMs: 20, giveUpMs: 1500 },
      });
      await recordCompletion(data.db, completion(), new Date(), true);
      instance.start();
      await until(async () => (await stateOf())?.state === 'failed');
      await instance.stop();
      await slow.close();
      const [entry] = await deliveryLog(data.db, 10);
      expect(entry?.attempts.length).toBeGreaterThanOrEqual(2);
      for (const attempt of entry?.attempts ?? []) {
        expect(attempt.status).toBeNull();
        expect(attempt.error).toBe('no answer within 100 ms');
      }
      expect(log.at(-1)).toMatch(/given up$/);
      expect((await stateOf())?.body).toBeNull();
    });

    it('does not follow a redirect: a 3xx is a failed attempt', async () => {
      const moved = await startReceiver([301, 200]);
      const { instance } = worker(moved.url);
      await recordCompletion(data.db, completion(), new Date(), true);
      instance.start();
      await until(async () => (await stateOf())?.state === 'delivered');
      await instance.stop();
      await moved.close();
      const [entry] = await deliveryLog(data.db, 10);
      expect(entry?.attempts.map((attempt) => attempt.status)).toEqual([301, 200]);
    });

    /** A completion with answers, its response id, and its message's state and next attempt. */
    async function stored() {
      const recorded = completion();
      await recordCompletion(data.db, recorded, new Date(), true);
      const response = await data.db
        .selectFrom('responses')
        .select('id')
        .where('completion_id', '=', recorded.completionId)
        .executeTakeFirstOrThrow();
      const message = () =>
        data.db
          .selectFrom('webhook_messages')
          .select(['state', 'body', 'attempts', 'next_attempt_at'])
          .where('completion_id', '=', recorded.completionId)
          .executeTakeFirstOrThrow();
      return { responseId: response.id, message };
    }

    it('sends nothing more of a response deleted while its message waits for a retry', async () => {
      const receiver = await startReceiver([500, 204]);
      const { instance } = worker(receiver.url, { schedule: { firstRetryMs: 200, maxRetryMs: 200, giveUpMs: 60_000 } });
      const { responseId, message } = await stored();
      instance.start();
      await until(async () => (await message()).attempts === 1);
      expect(await deleteResponse(data.db, responseId, new Date())).toBe(true);
      // The retry falls due, and the worker looks at the queue again: nothing goes out.
      const due = (await message()).next_attempt_at.getTime();
      await until(() => Date.now() > due);
      await instance.wake();
      await instance.wake();
      await instance.stop();
      await receiver.close();
      expect(receiver.received).toHaveLength(1);
      expect(await message()).toMatchObject({ state: 'cancelled', body: null });
      const [entry] = await deliveryLog(data.db, 10);
      expect(entry?.state).toBe('cancelled');
      expect(entry?.attempts.map((attempt) => attempt.status)).toEqual([500]);
    });

    it('does not retry a message whose response was deleted while an attempt was on its way', async () => {
      const receiver = await startReceiver(['hang', 204]);
      const { instance } = worker(receiver.url, {
        attemptMs: 300,
        schedule: { firstRetryMs: 20, maxRetryMs: 20, giveUpMs: 60_000 },
      });
      const { responseId, message } = await stored();
      instance.start();
      // The receiver holds the first attempt: the response is deleted while it is in flight.
      await until(() => receiver.received.length === 1);
      expect(await deleteResponse(data.db, responseId, new Date())).toBe(true);
      await until(async () => (await data.db.selectFrom('webhook_attempts').select('id').execute()).length === 1);
      const due = Date.now() + 50;
      await until(() => Date.now() > due);
      await instance.wake();
      await instance.stop();
      await receiver.close();
      expect(receiver.received).toHaveLength(1);
      expect(await message()).toMatchObject({ state: 'cancelled', body: null, attempts: 0 });
    });

    it('says once that the database is down, and keeps polling', async () => {
      const broken = unreachableDb();
      const { instance, log } = worker('http://127.0.0.1:9/never', { db: () => broken });
      instance.start();
      await until(() => log.length > 0);
      await instance.wake();
      await instance.wake();
      await instance.stop();
      expect(log).toHaveLength(1);
      expect(log[0]).toMatch(/^webhooks: the database is unavailable \(.+\); queued deliveries wait/);
      await broken.destroy();
    });
    it('shares one queue between two instances: every message delivered once, none twice', async () => {
      const receiver = await startReceiver([200]);
      const second = another(data.db);
      const messages = 24;
      for (let index = 0; index < messages; index += 1) await recordCompletion(data.db, completion(), new Date(), true);
      const instances = [worker(receiver.url), worker(receiver.url, { db: () => second })];
      for (const { instance } of instances) instance.start();
      await until(async () => {
        const left = await data.db
          .selectFrom('webhook_messages')
          .select('id')
          .where('state', '!=', 'delivered')
          .execute();
        return left.length === 0;
      });
      for (const { instance } of instances) await instance.stop();
      await receiver.close();
      if (second !== data.db) await second.destroy();

      const ids = receiver.received.map((request) => String(request.headers['webhook-id']));
      expect(ids).toHaveLength(messages);
      expect(new Set(ids).size).toBe(messages);
      const attempts = await data.db.selectFrom('webhook_attempts').select('message_id').execute();
      expect(attempts).toHaveLength(messages);
    });
  });
}
