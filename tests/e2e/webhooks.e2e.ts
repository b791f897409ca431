/**
 * Webhooks end to end (#28 item 5): a person finishes the Share Feedback flow in Chromium on the
 * built server; the server stores the completion and POSTs the signed `flow.completed` message to
 * a receiver on loopback that fails (500, 500), then hangs, then recovers after a server restart.
 * The owner's area shows each state; every request carries the same webhook-id, a valid Standard
 * Webhooks signature and the very bytes of what the person sent; nothing is lost.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { startReceiver } from '../support/webhookReceiver.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot, useBrowser } from './support/browser.ts';
import { spokenText } from './support/founderFlow.ts';
import { feedbackBuild, giveFeedback, sentMessage, storedAnswers } from './support/feedbackFlow.ts';
import { ready, signIn, useOwnerServers } from './support/ownerServers.ts';

const browser = useBrowser();
const servers = useOwnerServers();
const dataDir = mkdtempSync(join(tmpdir(), 'advisory-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const secret = `whsec_${randomBytes(32).toString('base64')}`;
const attemptMs = 1_500;
/** Short waits so a test sees several retries; the defaults are 30 s doubling to an hour. */
const webhookLimits = {
  LIMIT_WEBHOOK_ATTEMPT_MS: String(attemptMs),
  LIMIT_WEBHOOK_FIRST_RETRY_MS: '200',
  LIMIT_WEBHOOK_MAX_RETRY_MS: '400',
  LIMIT_WEBHOOK_POLL_MS: '100',
};
const person = {
  name: 'Grace Hopper',
  email: 'grace@example.com',
  comment: 'The advisor found the bug in our pricing within minutes.',
};

interface Delivery {
  id: string;
  flowId: string;
  state: string;
  attempts: { status: number | null; error: string | null }[];
}

const deliveries = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/api/owner/webhooks')).json()) as { deliveries: Delivery[] }).deliveries,
  );

/** The delivery log's row as the owner reads it: flow, state, attempts, last attempt. */
async function logRow(page: Page): Promise<string[]> {
  const table = page.getByRole('region', { name: 'Webhook deliveries table' });
  await table.getByRole('row').nth(1).waitFor();
  const cells = await table.getByRole('row').nth(1).getByRole('cell').allInnerTexts();
  return cells.slice(1);
}

async function ownerScreenshots(page: Page, name: string): Promise<void> {
  await page.setViewportSize({ width: 1280, height: 900 });
  await screenshot(page, `${name}-1280`);
  await expectNoAxeViolations(page, `${name} at 1280 px`);
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${name}-375`);
  await expectNoAxeViolations(page, `${name} at 375 px`);
  await page.setViewportSize({ width: 1280, height: 900 });
}

describe('a completed flow reaches a failing receiver, signed, retried and durable', () => {
  it('retries 500s and a hang with one webhook-id, survives a restart, and delivers what the person sent', async () => {
    const receiver = await startReceiver([500, 500, 'hang']);
    try {
      const env = { DATA_DIR: dataDir, WEBHOOK_URL: receiver.url, WEBHOOK_SECRET: secret, ...webhookLimits };
      let server = await servers.start(env, feedbackBuild);
      expect(server.output).toContain(`Webhooks: flow.completed to ${new URL(receiver.url).origin} (WEBHOOK_URL)`);

      const visitor = await browser.context.newPage();
      const score = await giveFeedback(visitor, server.url, person, { consent: true });
      await expect.poll(() => spokenText(visitor.getByTestId('completion-note'))).toBe(sentMessage);
      await visitor.close();

      // Two 500s, then attempts that get no answer within the attempt's limit, one after another.
      const owner = await browser.context.newPage();
      await signIn(owner, server.url);
      await expect
        .poll(async () => (await deliveries(owner))[0]?.attempts.length ?? 0, ready)
        .toBeGreaterThanOrEqual(4);
      const [failing] = await deliveries(owner);
      expect(failing).toMatchObject({ flowId: 'feedback', state: 'pending' });
      expect(failing?.attempts.slice(0, 3)).toEqual([
        { at: expect.any(String), status: 500, error: null, ms: expect.any(Number) },
        { at: expect.any(String), status: 500, error: null, ms: expect.any(Number) },
        { at: expect.any(String), status: null, error: `no answer within ${attemptMs} ms`, ms: expect.any(Number) },
      ]);
      await owner.reload();
      const [flowName, state, attempts, last] = await logRow(owner);
      expect([flowName, state, Number(attempts) >= 4]).toEqual(['Share Feedback', 'pending', true]);
      expect(last).toMatch(new RegExp(`^no answer within ${attemptMs} ms in \\d+ ms, `));
      await ownerScreenshots(owner, 'owner-webhooks-failing');

      // The server stops while the receiver still hangs; the queue, in the database, keeps the message.
      await servers.stop(server);
      receiver.answerWith(204);
      server = await servers.start(env, feedbackBuild);
      await owner.goto(`${server.url}/owner`);
      await expect.poll(async () => (await deliveries(owner))[0]?.state, ready).toBe('delivered');
      const [delivered] = await deliveries(owner);
      expect(delivered?.attempts.at(-1)).toMatchObject({ status: 204, error: null });
      // Every attempt the receiver saw is in the log, and only those.
      expect(delivered?.attempts).toHaveLength(receiver.received.length);
      await owner.reload();
      const [, finalState, finalAttempts, finalLast] = await logRow(owner);
      expect([finalState, Number(finalAttempts)]).toEqual(['delivered', receiver.received.length]);
      expect(finalLast).toMatch(/^answered 204 in \d+ ms, /);
      await ownerScreenshots(owner, 'owner-webhooks-delivered');
      await owner.close();

      // One message, the same id and bytes on every attempt, each signed for its own time.
      const ids = new Set(receiver.received.map((request) => request.headers['webhook-id']));
      expect([...ids]).toEqual([delivered?.id]);
      expect(new Set(receiver.received.map((request) => request.body)).size).toBe(1);
      for (const request of receiver.received) {
        const headers = {
          'webhook-id': String(request.headers['webhook-id']),
          'webhook-timestamp': String(request.headers['webhook-timestamp']),
          'webhook-signature': String(request.headers['webhook-signature']),
        };
        expect(new Webhook(secret).verify(request.body, headers)).toBeTruthy();
        expect(() => new Webhook(secret).verify(`${request.body} `, headers)).toThrow();
      }
      const event = JSON.parse(receiver.received[0]?.body ?? '') as Record<string, unknown>;
      expect(event).toEqual({
        type: 'flow.completed',
        timestamp: expect.any(String),
        data: { flowId: 'feedback', completedAt: expect.any(String), score, answers: expect.any(Object) },
      });
      expect(event).toMatchObject({ data: { answers: storedAnswers(person) } });
      await servers.stop(server);
    } finally {
      await receiver.close();
    }
  }, 600_000);
});
