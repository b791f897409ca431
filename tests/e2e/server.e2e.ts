/**
 * The production server as `npm start` builds and runs it, driven by Chromium: the analysis runs on
 * the server against local fake vendors (GEMINI_BASE_URL / OPENAI_BASE_URL), EmailJS is intercepted
 * in the browser, and no key or vendor address ever reaches the browser. Its limits as a person
 * meets them are in server-limits.e2e.ts, several instances in server-instances.e2e.ts.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../server/http/inlineScripts.ts';
import { contentSecurityPolicy } from '../../server/http/securityHeaders.ts';
import { geminiError, geminiText, openaiError, openaiText, quotaMessage } from '../support/vendorWire.ts';
import { serverKeys } from './support/appServer.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
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
  readResult as readProductResult,
  reachCustomerProfile,
  seedAllSections,
  submitAnalysis,
} from './support/productFlow.ts';
import { wellFormed } from './support/productResponses.ts';
import {
  context,
  geminiPath,
  openaiPath,
  patience,
  postAnalysis,
  productBody,
  server,
  useServerHarness,
  vendor,
  vendorHosts,
} from './support/serverHarness.ts';
import { serverBuild } from './support/variants.ts';

useServerHarness({ firstStart: true });

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
