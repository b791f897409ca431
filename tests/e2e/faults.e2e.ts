/**
 * The built server (`node dist-server/main.js`) while what it depends on fails: Debian's
 * redis-server killed (SIGKILL), stalled (SIGSTOP) or absent at start, and a fake vendor that
 * hangs, fails or answers 20 MB. Every request here has its own time bound, so a hang fails the
 * test instead of stalling the suite. The dependency table in docs/server.md names these tests.
 */
import { Agent, fetch } from 'undici';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeServer, type FakeServer } from '../unit/analysis/support/fakeServer.ts';
import { geminiError, geminiText } from '../support/vendorWire.ts';
import { serverKeys, startAppServer, type RunningServer } from './support/appServer.ts';
import { analysisInput } from './support/productFlow.ts';
import { wellFormed } from './support/productResponses.ts';
import { freePort } from '../support/freePort.ts';
import { startRedis, type RunningRedis } from './support/redisServer.ts';

const geminiPath = ':streamGenerateContent';
/** How long any one request may take here; far above every limit the servers below are given. */
const bound = 30_000;
/** How long a poll waits for another process (server, vendor, Redis) on a busy 2-core machine. */
const patience = { timeout: 45_000, interval: 200 };
/** Each test starts a server (which creates its embedded database) and Redis: minutes on a loaded machine. */
const slow = { timeout: 180_000 };

let vendor: FakeServer;
const servers: RunningServer[] = [];
const redises: RunningRedis[] = [];

async function server(extra: Record<string, string>): Promise<RunningServer> {
  const instance = await startAppServer({
    ...serverKeys,
    GEMINI_BASE_URL: vendor.origin,
    OPENAI_BASE_URL: `${vendor.origin}/v1`,
    // Each test client is its own address, as behind a proxy.
    TRUST_PROXY: '1',
    ...extra,
  });
  servers.push(instance);
  return instance;
}

async function redis(port?: number): Promise<RunningRedis> {
  const started = await startRedis(port);
  redises.push(started);
  return started;
}

interface Answer {
  status: number;
  text: string;
  /** The last server-sent event's name (result or error), for a 200. */
  last?: string;
  code?: string;
}

/**
 * A new connection per request: a server busy creating its embedded database can close an idle
 * kept-alive socket just as the next request goes out on it (ECONNRESET), which is not what these tests ask about.
 */
const freshConnections = new Agent({ pipelining: 0 });

async function analyse(url: string, client: string): Promise<Answer> {
  const response = await fetch(`${url}/api/analysis`, {
    dispatcher: freshConnections,
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': client },
    body: JSON.stringify({ flowId: 'product', analysisId: 'product', answers: analysisInput() }),
    signal: AbortSignal.timeout(bound),
  });
  const text = await response.text();
  const last = [...text.matchAll(/^event: (\w+)$/gm)].at(-1)?.[1];
  const code = response.status === 200 ? undefined : (JSON.parse(text) as { error: { code: string } }).error.code;
  return { status: response.status, text, ...(last ? { last } : {}), ...(code ? { code } : {}) };
}

async function get(url: string, path: string): Promise<{ status: number; body: string }> {
  const response = await fetch(`${url}${path}`, { dispatcher: freshConnections, signal: AbortSignal.timeout(bound) });
  return { status: response.status, body: await response.text() };
}

/** The server's JSON log lines of one kind. */
function logLines(instance: RunningServer, event: string): Record<string, unknown>[] {
  return instance.output
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => line.event === event);
}

beforeAll(async () => {
  vendor = await startFakeServer();
});

beforeEach(() => vendor.reset());

afterAll(async () => {
  for (const instance of servers) await instance.stop();
  for (const instance of redises) await instance.stop();
  await (vendor as FakeServer | undefined)?.close();
});

describe('Redis failing under the server', slow, () => {
  it('down at start: pages, /healthz and /readyz answer, analyses get 503 until Redis is up, then run', async () => {
    const port = await freePort();
    const app = await server({ REDIS_URL: `redis://127.0.0.1:${port}` });
    expect((await get(app.url, '/')).status).toBe(200);
    expect((await get(app.url, '/buyer-results')).status).toBe(200);
    expect(await get(app.url, '/healthz')).toEqual({ status: 200, body: '{"status":"ok"}' });
    const ready = await get(app.url, '/readyz');
    expect(ready.status).toBe(200);
    expect(JSON.parse(ready.body)).toMatchObject({ status: 'degraded', dependencies: { redis: { status: 'down' } } });
    expect(await analyse(app.url, '198.51.100.1')).toMatchObject({ status: 503, code: 'limits-unavailable' });
    // No analysis reached the vendor; the start-up model check's GETs are not analyses.
    expect(vendor.requests.filter((request) => request.method !== 'GET')).toEqual([]);

    await redis(port);
    vendor.script(geminiPath, geminiText(wellFormed));
    await expect.poll(async () => (await analyse(app.url, '198.51.100.1')).last, patience).toBe('result');
    // Ready once Redis answers and the embedded database (created in the background) does too.
    const readyz = async () => JSON.parse((await get(app.url, '/readyz')).body) as { status: string };
    await expect.poll(async () => (await readyz()).status, patience).toBe('ready');
    expect(await readyz()).toMatchObject({ dependencies: { redis: { status: 'up' }, database: { status: 'up' } } });
    expect(logLines(app, 'dependency').map((line) => line.status)).toEqual(['down', 'up']);
  });

  it('killed (SIGKILL) during two analyses: both end, the vendor slots come back, restarted Redis serves the next users, SIGTERM exits at once', async () => {
    const store = await redis();
    const app = await server({
      REDIS_URL: store.url,
      LIMIT_VENDOR_CALLS_IN_FLIGHT: '2',
      // Long enough for both to reach the vendor on a busy machine before Redis goes.
      LIMIT_VENDOR_ATTEMPT_MS: '5000',
    });
    vendor.requests.length = 0;
    vendor.script(geminiPath, { status: 200, hang: true }, { status: 200, hang: true });
    const running = [analyse(app.url, '198.51.100.2'), analyse(app.url, '198.51.100.3')];
    await expect.poll(() => vendor.requests.length, patience).toBe(2);
    store.signal('SIGKILL');
    for (const ended of await Promise.all(running)) expect(ended.last).toBe('error');
    const unsettled = logLines(app, 'analysis').filter((line) => line.limits === 'unsettled');
    expect(unsettled).toHaveLength(2);

    await store.restart();
    vendor.script(geminiPath, geminiText(wellFormed), geminiText(wellFormed));
    await expect.poll(async () => (await analyse(app.url, '198.51.100.4')).last, patience).toBe('result');
    // Both vendor slots are free: a second new user is not told the server is at capacity.
    expect((await analyse(app.url, '198.51.100.5')).last).toBe('result');
    const exit = await Promise.race([app.stop(), new Promise((resolve) => setTimeout(() => resolve('hung'), bound))]);
    expect(exit).toBe(0);
  });

  it('stalled (SIGSTOP) during an analysis: it still ends, new analyses get a 503 within the command timeout, /readyz says so, all resumes on SIGCONT', async () => {
    const store = await redis();
    const app = await server({ REDIS_URL: store.url, LIMIT_REDIS_COMMAND_MS: '300', LIMIT_VENDOR_ATTEMPT_MS: '2000' });
    vendor.requests.length = 0;
    vendor.script(geminiPath, { status: 200, hang: true });
    const running = analyse(app.url, '198.51.100.6');
    await expect.poll(() => vendor.requests.length, patience).toBe(1);
    store.signal('SIGSTOP');
    try {
      expect((await running).last).toBe('error');
      expect(logLines(app, 'analysis')).toMatchObject([{ outcome: 'vendor-failed', limits: 'unsettled' }]);
      expect(await analyse(app.url, '198.51.100.7')).toMatchObject({ status: 503, code: 'limits-unavailable' });
      expect((await get(app.url, '/healthz')).status).toBe(200);
      expect(JSON.parse((await get(app.url, '/readyz')).body)).toMatchObject({
        status: 'degraded',
        dependencies: { redis: { status: 'down' } },
      });
    } finally {
      store.signal('SIGCONT');
    }
    vendor.script(geminiPath, geminiText(wellFormed));
    await expect.poll(async () => (await analyse(app.url, '198.51.100.7')).last, patience).toBe('result');
  });
});

describe('the vendor failing', slow, () => {
  it('hanging: each attempt ends at LIMIT_VENDOR_ATTEMPT_MS with the content message', async () => {
    const app = await server({ LIMIT_VENDOR_ATTEMPT_MS: '1500' });
    vendor.script(geminiPath, { status: 200, hang: true });
    const answer = await analyse(app.url, '198.51.100.10');
    expect(answer.last).toBe('error');
    expect(answer.text).toContain('did not respond within 2 seconds');
    expect(logLines(app, 'analysis')).toMatchObject([{ outcome: 'vendor-failed' }]);
  });

  it('failing (500s): the failures do not use up the quota, the first delivered result does', async () => {
    const app = await server({ LIMIT_ANALYSES_PER_WINDOW: '1' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      vendor.script(geminiPath, geminiError(500, 'Internal error'));
      // The whole answer, so a failure shows the message the server sent.
      expect(await analyse(app.url, '198.51.100.11')).toMatchObject({ last: 'error' });
    }
    vendor.script(geminiPath, geminiText(wellFormed));
    expect(await analyse(app.url, '198.51.100.11')).toMatchObject({ last: 'result' });
    expect(await analyse(app.url, '198.51.100.11')).toMatchObject({ status: 429, code: 'rate-limited' });
    expect(logLines(app, 'analysis').map((line) => [line.outcome, line.vendorStatus])).toEqual([
      ['vendor-failed', 500],
      ['vendor-failed', 500],
      ['vendor-failed', 500],
      ['delivered', undefined],
    ]);
  });

  it('answering 20 MB: cut off at LIMIT_VENDOR_ANSWER_BYTES; the browser gets the content message, not the answer', async () => {
    const app = await server({});
    vendor.script(geminiPath, geminiText('x'.repeat(20 * 1024 * 1024)));
    const answer = await analyse(app.url, '198.51.100.12');
    expect(answer).toMatchObject({ last: 'error' });
    expect(answer.text).toContain("the AI service's answer was larger than 1024 KB");
    expect(answer.text.length).toBeLessThan(4096);
    expect(logLines(app, 'analysis')).toMatchObject([{ outcome: 'too-large' }]);
    expect((await get(app.url, '/healthz')).status).toBe(200);
  });
});
