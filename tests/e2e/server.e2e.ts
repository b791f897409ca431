/**
 * The production server as `npm start` builds and runs it, driven by Chromium: the analysis runs on
 * the server against local fake vendors (GEMINI_BASE_URL / OPENAI_BASE_URL), EmailJS is intercepted
 * in the browser, and no key or vendor address ever reaches the browser.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/http/inlineScripts.ts';
import { contentSecurityPolicy } from '../../server/http/securityHeaders.ts';
import { startFakeServer, type FakeServer } from '../unit/analysis/support/fakeServer.ts';
import { geminiError, geminiText, openaiError, openaiText, quotaMessage } from '../support/vendorWire.ts';
import { serverKeys, startAppServer, type RunningServer } from './support/appServer.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { launchBrowser, screenshot, type LaunchedBrowser } from './support/browser.ts';
import {
  answerSteps,
  canvas,
  startQuestionnaire,
  statusLine,
  waitForResult,
  readResult,
} from './support/founderFlow.ts';
import { analysisText, emailjs, intercept } from './support/founderProviders.ts';
import {
  analysisInput,
  field,
  readResult as readProductResult,
  reachCustomerProfile,
  seedAllSections,
  submitAnalysis,
} from './support/productFlow.ts';
import { wellFormed } from './support/productResponses.ts';
import { startRedis } from './support/redisServer.ts';
import { serverBuild } from './support/variants.ts';

/** How long a poll waits for what another process does (server, vendor, Redis) on a busy 2-core machine. */
const patience = { timeout: 15_000 };

const geminiPath = ':streamGenerateContent';
const openaiPath = '/v1/chat/completions';
const vendorHosts = ['generativelanguage.googleapis.com', 'api.openai.com'];

let vendor: FakeServer;
let server: RunningServer;
let browser: LaunchedBrowser | undefined;
let context: BrowserContext;
const started: RunningServer[] = [];

function vendorEnv(extra: Record<string, string> = {}): Record<string, string> {
  return {
    ...serverKeys,
    GEMINI_BASE_URL: vendor.origin,
    OPENAI_BASE_URL: `${vendor.origin}/v1`,
    ...extra,
  };
}

/** True once /readyz says the embedded database answers. */
async function databaseUp(url: string): Promise<boolean> {
  const response = await fetch(`${url}/readyz`).catch(() => undefined);
  if (!response) return false;
  const readiness = (await response.json()) as { dependencies?: { database?: { status?: string } } };
  return readiness.dependencies?.database?.status === 'up';
}

/**
 * A server started and given time to create its embedded database, which takes seconds of CPU
 * on a busy machine: a first page load during it is slow enough to fail a test for no reason.
 */
async function another(extra: Record<string, string>, options?: { freshDatabase: boolean }): Promise<RunningServer> {
  const instance = await startAppServer(vendorEnv(extra), undefined, options);
  started.push(instance);
  // A loop, not expect.poll: this also runs in beforeAll, outside any test.
  for (const end = Date.now() + 60_000; !(await databaseUp(instance.url));) {
    if (Date.now() > end) throw new Error(`no embedded database within 60 s:\n${instance.output.join('\n')}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return instance;
}

/** Everything the browser received on this page: URLs, headers and bodies, as one text. */
function recordTraffic(page: Page): () => Promise<string> {
  const pending: Promise<string>[] = [];
  page.on('response', (response) => {
    pending.push(
      (async () => {
        const body = await response.body().catch(() => Buffer.alloc(0));
        return `${response.url()}\n${JSON.stringify(await response.allHeaders())}\n${body.toString('utf8')}`;
      })(),
    );
  });
  return async () => (await Promise.all(pending)).join('\n');
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

async function postAnalysis(url: string, body: unknown, headers: Record<string, string> = { origin: url }) {
  const response = await fetch(`${url}/api/analysis`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

const productBody = () => ({ flowId: 'product', analysisId: 'product', answers: analysisInput() });

beforeAll(async () => {
  vendor = await startFakeServer();
  // This one creates its database as a first `npm start` does; the others start from a copy.
  server = await another({}, { freshDatabase: true });
  // Its pages open live, as every e2e file's do: goto returns once the app has taken over the page.
  browser = await launchBrowser();
  context = browser.context;
});

// One test's unused scripted reply must never answer the next test's call.
beforeEach(() => vendor.reset());

afterAll(async () => {
  // Unset when beforeAll failed early.
  await browser?.close();
  for (const instance of started) await instance.stop();
  await (vendor as FakeServer | undefined)?.close();
});

describe('npm start: the built client and the analysis API on one port', () => {
  it('walks the founder flow: quota countdown, OpenAI fallback, result and email; no key or vendor address reaches the browser', async () => {
    vendor.requests.length = 0;
    vendor.script(
      geminiPath,
      geminiError(429, quotaMessage),
      geminiError(429, 'Resource has been exhausted (rate limit).'),
    );
    vendor.script(openaiPath, openaiError(429, quotaMessage, 'insufficient_quota'), openaiText(analysisText()));
    const page = await context.newPage();
    const traffic = recordTraffic(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const emails = await intercept(page, 'email', emailjs.ok());
    await startQuestionnaire(page, server.url);
    await answerSteps(page);
    await expect
      .poll(() => statusLine(page).textContent(), { timeout: 10_000 })
      .toMatch(/^Service is busy\. Retrying in [1-5] seconds\.\.\. \(Attempt 1\/3\)$/);
    await expectNoAxeViolations(page, 'server: founder analysis running');
    await screenshot(page, 'server-founder-countdown');
    await waitForResult(page);
    const result = await readResult(page);
    expect(result.scoreText).toContain('85');
    expect(result.strengths).toEqual([
      'Clear, painful customer problem',
      'Exclusive distribution partnership',
      'Simple subscription pricing',
    ]);
    await expect.poll(() => emails.length, patience).toBe(1);
    await expectNoAxeViolations(page, 'server: founder result');
    await screenshot(page, 'server-founder-result');

    // What the server sent: its own keys, the content's default models with what each accepts (the
    // reasoning model's token cap under max_completion_tokens, no temperature), the prompt from content.
    const geminiCalls = vendor.requests.filter((request) => request.path.includes(geminiPath));
    expect(geminiCalls.map((call) => call.path)).toEqual(
      Array(2).fill('/v1beta/models/gemini-3.8-flash:streamGenerateContent?alt=sse'),
    );
    expect(geminiCalls[0]?.body).toMatchObject({ generationConfig: { thinkingConfig: { thinkingLevel: 'low' } } });
    expect(geminiCalls[0]?.headers['x-goog-api-key']).toBe(serverKeys.GEMINI_API_KEY);
    const prompt = JSON.stringify(geminiCalls[0]?.body);
    for (const step of canvas) expect(prompt).toContain(JSON.stringify(step.answer).slice(1, -1));
    const openaiCall = vendor.requests.filter((request) => request.path === openaiPath).at(-1);
    expect(openaiCall?.headers.authorization).toBe(`Bearer ${serverKeys.OPENAI_API_KEY}`);
    expect(openaiCall?.body).toMatchObject({
      model: 'gpt-5.6-terra',
      reasoning_effort: 'low',
      max_completion_tokens: 5000,
    });
    expect(openaiCall?.body).not.toHaveProperty('max_tokens');
    expect(openaiCall?.body).not.toHaveProperty('temperature');

    const received = await traffic();
    expect(received).toContain('/api/analysis');
    for (const secret of [...Object.values(serverKeys), ...vendorHosts, vendor.origin])
      expect(received).not.toContain(secret);
    expect(errors).toEqual([]);
  });

  it('keeps keys and vendor addresses out of every built client file (EmailJS is the only outside address)', () => {
    const files = filesUnder(serverBuild.client).filter((file) => !/\.(br|gz)$/.test(file));
    expect(files.length).toBeGreaterThan(5);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const secret of [...Object.values(serverKeys), ...vendorHosts])
        expect(text.includes(secret), `${file} contains ${secret}`).toBe(false);
    }
  });

  it('walks the product flow to its result, with the prompt built on the server', async () => {
    vendor.requests.length = 0;
    vendor.script(geminiPath, geminiText(wellFormed));
    const page = await context.newPage();
    await reachCustomerProfile(page, server.url);
    await submitAnalysis(page);
    const result = await readProductResult(page);
    expect(Object.keys(result.lists)).not.toHaveLength(0);
    expect(JSON.stringify(vendor.requests[0]?.body)).toContain('Rota Robin');
    expect(vendor.requests.filter((request) => request.path.includes(geminiPath))).toHaveLength(1);
    await page.close();
  });

  it('stops the vendor call when the browser goes away', async () => {
    vendor.requests.length = 0;
    vendor.script(geminiPath, { status: 200, hang: true });
    const page = await context.newPage();
    await seedAllSections(page, server.url);
    await submitAnalysis(page);
    await expect.poll(() => vendor.requests.length, patience).toBe(1);
    await page.close();
    await expect.poll(() => vendor.requests[0]?.abandoned, { timeout: 10_000 }).toBe(true);
  });

  it('serves files precompressed and cached by kind, app routes as the app, and JSON for unknown API paths', async () => {
    const index = await fetch(`${server.url}/questions`);
    expect(index.headers.get('cache-control')).toBe('no-cache');
    const gateHashes = inlineScriptHashes(serverBuild.client);
    // The prerender gate, one text on every page, is the only inline script the policy allows.
    expect(gateHashes).toHaveLength(1);
    expect(index.headers.get('content-security-policy')).toBe(contentSecurityPolicy(gateHashes));
    expect(index.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await index.text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${server.url}${script}`, { headers: { 'accept-encoding': 'br' } });
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${server.url}/missing.js`)).status).toBe(404);
    const api = await fetch(`${server.url}/api/nothing`);
    expect([api.status, await api.json()]).toEqual([
      404,
      { error: { code: 'not-found', message: 'No API at /api/nothing' } },
    ]);
    expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
    // The server asked each vendor about its model when it started (one line each), and says so here.
    expect(server.output.filter((line) => line.startsWith('Model check:'))).toEqual([
      'Model check: Gemini model "gemini-3.8-flash" is available (GEMINI_MODEL picks another).',
      'Model check: OpenAI model "gpt-5.6-terra" is available (OPENAI_MODEL picks another).',
    ]);
    expect(await (await fetch(`${server.url}/api/status`)).json()).toEqual({
      mode: 'server',
      models: [
        { provider: 'gemini', model: 'gemini-3.8-flash', variable: 'GEMINI_MODEL', status: 'available' },
        { provider: 'openai', model: 'gpt-5.6-terra', variable: 'OPENAI_MODEL', status: 'available' },
      ],
    });
  });

  it('answers an address the app does not have with 404 and a page that leads home, at 375 and 1280 px', async () => {
    for (const path of ['/no-such-page', '/questions/5', '/owner', '/privacy.html']) {
      const response = await fetch(`${server.url}${path}`);
      expect([path, response.status, response.headers.get('content-type')]).toEqual([
        path,
        404,
        'text/html; charset=UTF-8',
      ]);
      expect(await response.text()).toContain('Page not found');
    }
    expect((await fetch(`${server.url}/consulting/`)).status).toBe(200);
    for (const width of [375, 1280]) {
      const page = await context.newPage();
      await page.setViewportSize({ width, height: 800 });
      const answer = await page.goto(`${server.url}/no-such-page`);
      expect(answer?.status()).toBe(404);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), patience).toBe('Page not found');
      expect(await page.title()).toBe('Page not found · Venture Advisor');
      await expectNoAxeViolations(page, `the page not found at ${width} px`);
      await screenshot(page, `not-found-${width}`);
      await page.getByRole('link', { name: 'Go to the home page' }).click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1 }).textContent(), patience)
        .toBe('How Can We Help You Today?');
      // A screen reached by a link takes focus on its heading.
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('How Can We Help You Today?');
      await page.close();
    }
  });

  it('runs the prerender gate under its Content Security Policy and hydrates the prerendered page', async () => {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(event.violatedDirective));
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const violations = () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
    // An unknown address gets the prerendered page not found, whose gate fits any address.
    await page.goto(`${server.url}/no-such-page`);
    await expect.poll(() => page.getByText('There is no page at this address.').isVisible()).toBe(true);
    // A route with no page of its own gets index.html (the home page's markup): only a gate that ran hides it.
    await page.goto(`${server.url}/buyer-results`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), patience).toBe('Buyer Profile');
    await page.goto(`${server.url}/consulting`);
    await expect.poll(() => page.title()).toContain('Expert Startup Consulting');
    await page.getByRole('link', { name: 'Venture Advisor' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    expect(await violations()).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('refuses unknown keys and over-long answers (400), a body over 256 KiB (413) and other origins (403)', async () => {
    const body = productBody();
    const unknown = await postAnalysis(server.url, { ...body, model: 'gpt-4' });
    expect(unknown.status).toBe(400);
    expect(unknown.text).toContain('unknown field \\"model\\"');
    const long = productBody();
    long.answers.productIdea = { ...long.answers.productIdea, tagline: 'x'.repeat(10_001) };
    const tooLong = await postAnalysis(server.url, long);
    expect([tooLong.status, JSON.parse(tooLong.text).error.code]).toEqual([400, 'too-long']);
    const large = await postAnalysis(server.url, { ...body, padding: 'x'.repeat(256 * 1024) });
    expect(large.status).toBe(413);
    const foreign = await postAnalysis(server.url, body, {
      origin: 'https://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(foreign.status).toBe(403);
    expect(vendor.requests.filter((request) => request.body === undefined)).toEqual([]);
  });
});

describe('limits as the user meets them', () => {
  it(
    '429: shows when to try again, one wait counted down on a disabled Try Again, and keeps every answer',
    async () => {
      // A one-minute window, so the test can see the wait end (it waits for the button, not for a time).
      const limited = await another({ LIMIT_ANALYSES_PER_WINDOW: '1', LIMIT_WINDOW_MINUTES: '1' });
      vendor.script(geminiPath, geminiText(wellFormed));
      expect((await postAnalysis(limited.url, productBody())).status).toBe(200);
      const page = await context.newPage();
      await seedAllSections(page, limited.url);
      await submitAnalysis(page);
      await expect
        .poll(() => page.getByRole('alert').first().textContent(), { timeout: 10_000 })
        .toBe('Analysis limit reached (1 per 1 min). Please try again in 1 min.');
      // The spec's note stays; Try Again shows the same wait the message names, counting down, disabled.
      expect(await page.getByTestId('analysis-error-note').textContent()).toBe(
        "We're experiencing high demand at the moment. Please try again in a few minutes.",
      );
      // One locator for Try Again whatever it reads, so a wrong label fails with what it read.
      const retry = page.getByRole('button', { name: /^Try Again/ });
      await expect.poll(() => retry.textContent(), patience).toMatch(/^Try Again in (0:[0-5]\d|1:00)$/);
      expect(await retry.isDisabled()).toBe(true);
      const first = await retry.textContent();
      await expect.poll(() => retry.textContent(), patience).not.toBe(first);
      // At a laptop's width and on a phone, while the wait runs.
      for (const width of [1280, 375]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await retry.isDisabled()).toBe(true);
        await expectNoAxeViolations(page, `server: rate limited at ${width} px`);
        await screenshot(page, `server-rate-limited-${width}`);
      }
      // When the wait is over, Try Again is there again.
      await expect.poll(() => retry.textContent(), { timeout: 90_000 }).toBe('Try Again');
      expect(await retry.isEnabled()).toBe(true);
      await retry.click();
      await expect
        .poll(() => field(page, 'customerProfile', 'whoYoureBuildingFor').inputValue(), patience)
        .toBe(analysisInput().customerProfile?.whoYoureBuildingFor);
      await page.close();
    },
    // The one-minute wait runs out in the test.
    150_000,
  );

  it('503: past the daily cap the browser falls back to the offline analyzer, with its notice', async () => {
    const capped = await another({ LIMIT_ANALYSES_PER_DAY_OVERALL: '1' });
    vendor.script(geminiPath, geminiText(wellFormed));
    expect((await postAnalysis(capped.url, productBody())).status).toBe(200);
    vendor.requests.length = 0;
    const page = await context.newPage();
    await seedAllSections(page, capped.url);
    await submitAnalysis(page);
    await expect.poll(() => page.getByTestId('offline-notice').count(), { timeout: 10_000 }).toBe(1);
    await expectNoAxeViolations(page, 'server: offline fallback');
    await screenshot(page, 'server-capacity-offline');
    expect(vendor.requests).toEqual([]);
    await page.close();
  });

  it('SIGTERM lets a running analysis finish within the grace period, then exits', async () => {
    const stopping = await another({ LIMIT_SHUTDOWN_GRACE_MS: '300' });
    vendor.requests.length = 0;
    vendor.script(geminiPath, { status: 200, hang: true });
    const running = postAnalysis(stopping.url, productBody());
    await expect.poll(() => vendor.requests.length, patience).toBe(1);
    expect(await stopping.stop()).toBe(0);
    expect((await running).text).toContain(
      'event: error\ndata: {"message":"The server restarted while your analysis was running. Please try again."}',
    );
    expect(stopping.output.some((line) => line.startsWith('SIGTERM: finishing 1 running analyses'))).toBe(true);
    await expect.poll(() => vendor.requests[0]?.abandoned, patience).toBe(true);
  });
});

describe('several instances behind one address', () => {
  it('share the per-address limit through Redis (REDIS_URL)', async () => {
    const redis = await startRedis();
    try {
      const shared = { REDIS_URL: redis.url, LIMIT_ANALYSES_PER_WINDOW: '2' };
      const [first, second] = [await another(shared), await another(shared)];
      await expect.poll(() => first.output, patience).toContain('Rate limits: shared in Redis (REDIS_URL)');
      vendor.script(geminiPath, geminiText(wellFormed), geminiText(wellFormed));
      expect((await postAnalysis(first.url, productBody())).status).toBe(200);
      expect((await postAnalysis(second.url, productBody())).status).toBe(200);
      for (const instance of [first, second]) {
        const refused = await postAnalysis(instance.url, productBody());
        expect(refused.status).toBe(429);
        expect(JSON.parse(refused.text)).toEqual({
          error: {
            code: 'rate-limited',
            message: 'Analysis limit reached (2 per 15 min). Please try again in 15 min.',
          },
        });
      }
      for (const instance of [first, second]) expect(await instance.stop()).toBe(0);
    } finally {
      await redis.stop();
    }
  });
});
