import { MemoryStore, type Store } from 'hono-rate-limiter';
import { describe, expect, it } from 'vitest';
import type { Dependency } from '../../../server/health/readiness.ts';
import type { AppEnv } from '../../../server/http/appEnv.ts';
import type { AnalysisLogLine } from '../../../server/http/requestLog.ts';
import type { LimitStores } from '../../../server/limits/analysisLimits.ts';
import { useFakeServer } from '../analysis/support/fakeServer.ts';
import { geminiText } from '../../support/vendorWire.ts';
import { content, eventsOf, founderBody, harness, refusalOf, vendorEnv } from './support/serverHarness.ts';

const geminiPath = '/v1beta/models/gemini-1.5-pro:streamGenerateContent?alt=sse';
const vendor = useFakeServer();

/** A counter store whose calls fail on demand, as a Redis store does while Redis is away. */
class FlakyStore extends MemoryStore<AppEnv> implements Store<AppEnv> {
  incrementFails = false;
  decrementFails = false;

  override increment(key: string) {
    if (this.incrementFails) throw new Error('The client is closed');
    return super.increment(key);
  }

  override decrement(key: string) {
    if (this.decrementFails) throw new Error('Command timeout');
    super.decrement(key);
  }
}

function flakyStores() {
  const stores = {
    window: new FlakyStore(),
    daily: new FlakyStore(),
    inProgress: new FlakyStore(),
    overall: new FlakyStore(),
    events: new FlakyStore(),
    completions: new FlakyStore(),
    ownerSignIn: new FlakyStore(),
    ownerSignInOverall: new FlakyStore(),
    saves: new FlakyStore(),
    savesOverall: new FlakyStore(),
  };
  const all = Object.values(stores);
  return {
    stores: stores satisfies LimitStores,
    set: (fails: Partial<Pick<FlakyStore, 'incrementFails' | 'decrementFails'>>) =>
      all.forEach((store) => Object.assign(store, fails)),
  };
}

describe('Redis (the limit counters) failing', () => {
  it('down: analyses get a 503 with the content message (the browser runs its offline analyzer); /healthz still answers', async () => {
    const { stores, set } = flakyStores();
    set({ incrementFails: true, decrementFails: true });
    const h = harness(vendorEnv(vendor.origin), {}, { stores });
    const refused = await h.post(founderBody());
    expect(refused.status).toBe(503);
    expect(await refusalOf(refused)).toEqual({
      code: 'limits-unavailable',
      message: content.app.serverMessages.atCapacity,
    });
    expect(vendor.requests).toEqual([]);
    expect((await h.app.request('/healthz')).status).toBe(200);
  });

  it('lost mid-analysis: the vendor slot is freed anyway, the log says the limits are unsettled, and the next user is served', async () => {
    const { stores, set } = flakyStores();
    vendor.script(geminiPath, geminiText('SUMMARY: fine'), geminiText('SUMMARY: fine'));
    const h = harness(vendorEnv(vendor.origin), { vendorCallsInFlight: 1 }, { stores });
    const running = await h.post(founderBody());
    set({ decrementFails: true });
    expect((await eventsOf(running)).at(-1)?.event).toBe('result');
    expect(h.inFlight.count).toBe(0);
    const line = h.log.find((entry): entry is AnalysisLogLine => entry.event === 'analysis');
    expect(line).toMatchObject({ outcome: 'delivered', limits: 'unsettled' });
    set({ decrementFails: false });
    const next = await h.post(founderBody(), { client: '198.51.100.40' });
    expect(next.status).toBe(200);
    expect((await eventsOf(next)).at(-1)?.event).toBe('result');
  });

  it('back again: analyses run as before', async () => {
    const { stores, set } = flakyStores();
    set({ incrementFails: true });
    const h = harness(vendorEnv(vendor.origin), {}, { stores });
    expect((await h.post(founderBody())).status).toBe(503);
    set({ incrementFails: false });
    vendor.script(geminiPath, geminiText('SUMMARY: fine'));
    const served = await h.post(founderBody());
    expect(served.status).toBe(200);
    await served.text();
  });
});

describe('GET /readyz: each dependency, one entry each', () => {
  const up: Dependency = { name: 'redis', critical: false, check: async () => undefined };
  const down: Dependency = { name: 'redis', critical: false, check: () => Promise.reject(new Error('ECONNREFUSED')) };
  const stalled: Dependency = { name: 'database', critical: true, check: () => new Promise(() => undefined) };

  it('ready with every dependency up; none configured is ready too', async () => {
    const ready = await harness({}, {}, { dependencies: [up] }).app.request('/readyz');
    expect([ready.status, await ready.json()]).toEqual([
      200,
      { status: 'ready', dependencies: { redis: { status: 'up', critical: false, ms: expect.any(Number) } } },
    ]);
    expect(await (await harness({}).app.request('/readyz')).json()).toEqual({ status: 'ready', dependencies: {} });
  });

  it('degraded (200) when Redis is down; not ready (503) when a critical one does not answer in time', async () => {
    const degraded = await harness({}, {}, { dependencies: [down] }).app.request('/readyz');
    expect([degraded.status, await degraded.json()]).toEqual([
      200,
      {
        status: 'degraded',
        dependencies: { redis: { status: 'down', critical: false, ms: expect.any(Number), error: 'ECONNREFUSED' } },
      },
    ]);
    const h = harness({}, { readinessCheckMs: 50 }, { dependencies: [down, stalled] });
    const notReady = await h.app.request('/readyz');
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toMatchObject({
      status: 'not-ready',
      dependencies: { database: { status: 'down', error: 'no answer within 50 ms' } },
    });
    expect((await h.app.request('/healthz')).status).toBe(200);
  });
});
