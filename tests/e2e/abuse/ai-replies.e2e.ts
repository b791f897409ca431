/**
 * Broken and hostile AI replies, through the real Gemini and OpenAI SDKs in the built app (their
 * HTTP intercepted in the browser): whatever comes back, the user ends on a result or on the
 * error screen with a clear message, no reply text runs as markup, scores stay within 0–100, the
 * screen fits a phone and the answers stay stored.
 */
import type { Page, Route } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { geminiNoCandidates, isStreamRequest, streamBody } from '../../support/vendorWire.ts';
import { screenshot, useApp } from '../support/browser.ts';
import { analysisInput, sections, stored, storeKeys, submitAnalysis } from '../support/productFlow.ts';
import {
  geminiError,
  geminiText,
  geminiUrl,
  openaiError,
  openaiText,
  openaiUrl,
  rateLimitMessage,
  type WireReply,
} from '../support/productProviders.ts';
import { markupOnly, wellFormed } from '../support/productResponses.ts';
import { expectFits } from './support/layout.ts';
import { openWith } from './support/sessions.ts';
import { tally } from './support/tally.ts';

const app = useApp('keys');
const cases = tally('hostile AI replies');

/** What the intercepted endpoint does with one request. */
type Behaviour = WireReply | { raw: string; status?: number } | 'hang' | 'reset' | 'refused';

interface Case {
  name: string;
  /** The reply of the provider under test; Gemini's, or OpenAI's after Gemini is rate limited. */
  reply: Behaviour;
  /** Where the user must end up. */
  ends: 'result' | 'error';
  /** The error text, when it must say something in particular. */
  message?: RegExp;
  /** Replies never answered: the provider's own 60 s time limit has to end them. */
  slow?: boolean;
}

const script = '<script>window.__pwned = "script"</script><img src=x onerror="window.__pwned = \'img\'">';
const huge = `SUMMARY:\n${'An extremely long reply. '.repeat(8_000)}\n${'Unbrokenwordwithoutanyspaces'.repeat(400)}`;

function scored(overall: string): string {
  return wellFormed.replace(/OVERALL_SCORE: \d+/, `OVERALL_SCORE: ${overall}`);
}

const geminiSafetyBlock: WireReply = {
  status: 200,
  body: {
    promptFeedback: {
      blockReason: 'SAFETY',
      safetyRatings: [{ category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH' }],
    },
  },
};
const geminiCandidateBlocked: WireReply = {
  status: 200,
  body: {
    candidates: [
      {
        finishReason: 'SAFETY',
        index: 0,
        safetyRatings: [{ category: 'HARM_CATEGORY_HARASSMENT', probability: 'HIGH' }],
      },
    ],
  },
};

/** The same hostile replies for either SDK, in its own wire format. */
function repliesFor(vendor: 'gemini' | 'openai'): Case[] {
  const text = (body: string) => (vendor === 'gemini' ? geminiText(body) : openaiText(body));
  const error = (status: number, message: string) =>
    vendor === 'gemini' ? geminiError(status, message) : openaiError(status, message, null, 'server_error');
  // What the reply's text says is read by the one parser whichever SDK carried it: each such case
  // goes through one SDK, the two taking turns. What the SDKs themselves read goes through both.
  const parsed = (
    [
      {
        name: 'script and markup in every section',
        reply: text(wellFormed.replaceAll('\n- ', `\n- ${script} `)),
        ends: 'result',
      },
      { name: 'NaN score', reply: text(scored('NaN')), ends: 'result' },
      { name: '1e9 score', reply: text(scored('1e9')), ends: 'result' },
      { name: 'negative score', reply: text(scored('-40')), ends: 'result' },
      { name: 'markup only', reply: text(markupOnly), ends: 'error' },
    ] satisfies Case[]
  ).filter((_, index) => index % 2 === (vendor === 'gemini' ? 0 : 1));
  const common: Case[] = [
    ...parsed,
    { name: '200 KB reply', reply: text(huge), ends: 'result' },
    { name: 'empty text', reply: text('   '), ends: 'error', message: /^Analysis failed: Empty response/ },
    {
      name: 'HTTP 500',
      reply: error(500, 'Internal error encountered.'),
      ends: 'error',
      message: /^Analysis failed: /,
    },
    {
      name: 'HTTP 503 with an HTML page',
      reply: { status: 503, raw: '<html><body><h1>Busy</h1></body></html>' },
      ends: 'error',
    },
    { name: '200 with a body that is not JSON', reply: { raw: '{"candidates": [' }, ends: 'error' },
    { name: '200 with JSON null', reply: { raw: 'null' }, ends: 'error' },
    { name: 'connection reset', reply: 'reset', ends: 'error', message: /^Analysis failed: / },
    { name: 'connection refused', reply: 'refused', ends: 'error', message: /^Analysis failed: / },
    { name: 'a reply that never comes', reply: 'hang', ends: 'error', slow: true, message: /60 seconds/ },
  ];
  const geminiOnly: Case[] = [
    { name: 'prompt blocked for SAFETY', reply: geminiSafetyBlock, ends: 'error', message: /SAFETY/ },
    { name: 'candidate blocked for SAFETY', reply: geminiCandidateBlocked, ends: 'error', message: /SAFETY/ },
    { name: 'no candidates', reply: geminiNoCandidates(), ends: 'error' },
  ];
  const openaiOnly: Case[] = [
    { name: 'null message content', reply: openaiText(null), ends: 'error', message: /Empty response from OpenAI API/ },
    {
      name: 'no choices',
      reply: { status: 200, body: { id: 'x', object: 'chat.completion', choices: [] } },
      ends: 'error',
    },
  ];
  return [...common, ...(vendor === 'gemini' ? geminiOnly : openaiOnly)];
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
};

async function behave(route: Route, behaviour: Behaviour): Promise<void> {
  if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  if (behaviour === 'hang') return undefined;
  if (behaviour === 'reset') return route.abort('connectionreset');
  if (behaviour === 'refused') return route.abort('connectionrefused');
  if ('raw' in behaviour)
    return route.fulfill({
      status: behaviour.status ?? 200,
      headers: cors,
      contentType: 'application/json',
      body: behaviour.raw,
    });
  // The SDKs ask for a stream: a 200 comes back in the vendor's streaming format, whole (a route answers at once).
  const path = new URL(route.request().url()).pathname;
  const body: unknown = route.request().postDataJSON();
  if (behaviour.status === 200 && isStreamRequest(path, body))
    return route.fulfill({
      status: 200,
      headers: { ...cors, 'content-type': 'text/event-stream' },
      body: streamBody(path, behaviour),
    });
  return route.fulfill({
    status: behaviour.status,
    headers: cors,
    contentType: 'application/json',
    body: JSON.stringify(behaviour.body),
  });
}

/** Routes both vendors on the page to whatever `current()` says, so one page runs many cases. */
async function routeVendors(page: Page, current: () => { gemini: Behaviour; openai: Behaviour }) {
  const calls = { gemini: 0, openai: 0 };
  for (const vendor of ['gemini', 'openai'] as const) {
    await page.route(vendor === 'gemini' ? geminiUrl : openaiUrl, (route) => {
      if (route.request().method() !== 'OPTIONS') calls[vendor] += 1;
      return behave(route, current()[vendor]);
    });
  }
  return { calls: (vendor: 'gemini' | 'openai') => calls[vendor] };
}

async function outcome(page: Page, sent: () => boolean, slow: boolean): Promise<{ heading: string; alert: string }> {
  const heading = page.getByRole('heading', { level: 1, name: /^(Product Analysis|Analysis Error)$/ });
  if (slow) {
    // The provider's timer starts with its request; only then can the clock be moved past it.
    // The request leaves after the lazily loaded SDK arrives: on a busy machine later than the poll's 1 s default.
    await expect.poll(sent, { timeout: 30_000 }).toBe(true);
    await page.clock.runFor(61_000);
  }
  await expect.poll(() => heading.count(), { timeout: 20_000 }).toBe(1);
  const alert =
    (await heading.textContent()) === 'Analysis Error' ? await page.getByRole('alert').first().innerText() : '';
  return { heading: (await heading.textContent()) ?? '', alert: alert.trim() };
}

async function expectResultSane(page: Page, where: string): Promise<void> {
  const scores = await page.locator('[data-score-colour]').allInnerTexts();
  expect(scores.length, `${where}: score badges`).toBeGreaterThan(0);
  for (const score of scores) {
    const value = Number(/(-?[\d.e+]+|NaN|Infinity)\s*\/\s*100/.exec(score)?.[1]);
    expect(Number.isInteger(value) && value >= 0 && value <= 100, `${where}: score "${score}"`).toBe(true);
  }
  expect(await page.locator('main img, main script, main iframe').count(), `${where}: markup from the reply`).toBe(0);
}

beforeAll(async () => {
  // A flowing clock that the never-answering cases can move past the provider's 60 s limit.
  await app.context.clock.install();
});

describe('hostile AI replies', () => {
  for (const vendor of ['gemini', 'openai'] as const) {
    it(`end on a result or a clear error, through the ${vendor} SDK`, async () => {
      const page = await app.newPage({ width: 320, height: 720 });
      let now: Case | undefined;
      const fallback = geminiError(429, rateLimitMessage);
      const vendors = await routeVendors(page, () => ({
        gemini: vendor === 'gemini' ? (now?.reply ?? 'refused') : fallback,
        openai: vendor === 'openai' ? (now?.reply ?? 'refused') : 'refused',
      }));
      await page.goto(app.url);
      for (const attempt of repliesFor(vendor)) {
        now = attempt;
        const where = `${vendor}: ${attempt.name}`;
        await openWith(page, `${app.url}${sections.customerProfile.route}`, analysisInput());
        await page.evaluate(() => delete (window as { __pwned?: string }).__pwned);
        const before = vendors.calls(vendor);
        await submitAnalysis(page);
        const seen = await outcome(page, () => vendors.calls(vendor) > before, attempt.slow === true);
        expect(vendors.calls(vendor), `${where}: requests to ${vendor}`).toBeGreaterThan(before);
        expect(seen.heading, `${where}: ${seen.alert}`).toBe(
          attempt.ends === 'result' ? 'Product Analysis' : 'Analysis Error',
        );
        if (attempt.ends === 'result') await expectResultSane(page, where);
        else {
          expect(seen.alert.length, `${where}: the error says something`).toBeGreaterThan(10);
          if (attempt.message) expect(seen.alert, where).toMatch(attempt.message);
          expect(seen.alert, `${where}: no raw markup in the message`).not.toMatch(/<html|<body/i);
          for (const key of storeKeys) expect(await stored(page, key), `${where}: ${key} kept`).toBeDefined();
        }
        expect(
          await page.evaluate(() => (window as { __pwned?: string }).__pwned),
          `${where}: reply text ran`,
        ).toBeUndefined();
        await expectFits(page, where);
        if (attempt.name === 'script and markup in every section')
          await screenshot(page, `abuse-ai-${vendor}-${attempt.name.replace(/\W+/g, '-')}`);
        cases.add();
      }
      await page.close();
    });
  }
});
