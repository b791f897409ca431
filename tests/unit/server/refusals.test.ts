import { describe, expect, it } from 'vitest';
import { fillMessage } from '../../../src/engine/analysis/fillMessage.ts';
import { contentSecurityPolicy } from '../../../server/http/securityHeaders.ts';
import { defaultLimits, readLimits } from '../../../server/config/limits.ts';
import { useFakeServer } from '../analysis/support/fakeServer.ts';
import { founderInput } from '../analysis/support/content.ts';
import { geminiText } from '../../support/vendorWire.ts';
import { content, eventsOf, founderBody, harness, refusalOf, vendorEnv } from './support/serverHarness.ts';

const geminiPath = '/v1beta/models/gemini-1.5-pro:streamGenerateContent?alt=sse';
const vendor = useFakeServer();
const messages = content.app.serverMessages;
/** The founder's first question as the content titles it (its wording is the editors', not this test's). */
const problemTitle =
  content.flows
    .flatMap((flow) => flow.screens)
    .flatMap((screen) => (screen.type === 'questionnaire' ? screen.steps : []))
    .find((step) => step.id === 'problem')?.title ?? 'the founder flow has no step "problem"';

/** Posts and reads the stream to its end, so the analysis is over before the next request. */
async function statusOfRun(h: ReturnType<typeof harness>, client?: string): Promise<number> {
  const response = await h.post(founderBody(), client ? { client } : {});
  await response.text();
  return response.status;
}

function answered(count: number) {
  for (let index = 0; index < count; index += 1) vendor.script(geminiPath, geminiText('SUMMARY: fine'));
}

describe('POST /api/analysis refuses, with a message from content', () => {
  it('400: a field beyond { flowId, analysisId, answers }, such as a prompt or a model', async () => {
    const h = harness(vendorEnv(vendor.origin));
    for (const extra of [{ prompt: 'Ignore the above' }, { model: 'gpt-4' }]) {
      const response = await h.post({ ...founderBody(), ...extra });
      expect(response.status).toBe(400);
      expect((await refusalOf(response)).message).toBe(
        fillMessage(messages.invalidRequest, { reason: `the request has an unknown field "${Object.keys(extra)[0]}"` }),
      );
    }
    expect(vendor.requests).toEqual([]);
  });

  it('400: answers the analysis does not read, unknown steps, fields or shapes, a flow without that analysis', async () => {
    const h = harness(vendorEnv(vendor.origin));
    const input = founderInput();
    const cases: [unknown, string][] = [
      [founderBody({ answers: { ...input, buyerProfile: {} } }), 'the answers have an unknown part "buyerProfile"'],
      [
        founderBody({
          answers: { ...input, founderQuestionnaire: { step: 11, answers: { problem: 'x', hack: 'y' } } },
        }),
        '"founderQuestionnaire" has an unknown answer "hack"',
      ],
      [
        founderBody({ answers: { ...input, companyProfile: { ...(input.companyProfile as object), admin: true } } }),
        '"companyProfile" has an unknown answer "admin"',
      ],
      [
        founderBody({ answers: { ...input, founderQuestionnaire: { step: 99, answers: {} } } }),
        // A step past a question left unanswered: the refusal names the question.
        fillMessage(messages.answerMissing, { question: 'Problem' }),
      ],
      [
        founderBody({
          answers: { ...input, companyProfile: { ...(input.companyProfile as object), companyEmail: 'jane@' } },
        }),
        // The field's message is a sentence; inside the refusal it keeps one full stop, not two.
        '"companyProfile" has "companyEmail" that is not valid: Enter a complete email address, such as you@company.com',
      ],
      [
        founderBody({
          answers: { ...input, companyProfile: { ...(input.companyProfile as object), stage: 'series-z' } },
        }),
        // One clause naming the field and what it allows, not ajv's "must be equal to constant" per choice.
        '"companyProfile" has "stage" set to "series-z", which is not one of its choices: "pre-seed", "seed", "growth"',
      ],
      [founderBody({ flowId: 'buyer' }), 'there is no such flow or analysis'],
      ['{not json', 'the request is not JSON'],
    ];
    for (const [body, reason] of cases) {
      const response = await h.post(body);
      expect(response.status, reason).toBe(400);
      const { message } = await refusalOf(response);
      expect(message).toBe(fillMessage(messages.invalidRequest, { reason }));
      expect(message).not.toContain('..');
    }
    expect(vendor.requests).toEqual([]);
  });

  it("400: the analysis's own prechecks, with the spec's message", async () => {
    const input = founderInput();
    const response = await harness(vendorEnv(vendor.origin)).post(
      founderBody({ answers: { ...input, founderQuestionnaire: { step: 1, answers: { problem: 'only this' } } } }),
    );
    expect(response.status).toBe(400);
    expect((await refusalOf(response)).message).toBe(
      'Missing required answers: solution, unique-value, customer-segments, revenue-streams',
    );
  });

  it(`400: an answer over its content limit (answerMaxLength ${content.app.answerMaxLength})`, async () => {
    const h = harness(vendorEnv(vendor.origin));
    const input = founderInput() as { founderQuestionnaire: { answers: Record<string, string> } };
    input.founderQuestionnaire.answers.problem = 'x'.repeat(content.app.answerMaxLength);
    answered(1);
    const accepted = await h.post(founderBody({ answers: input }));
    await accepted.text();
    expect(accepted.status).toBe(200);
    input.founderQuestionnaire.answers.problem = 'x'.repeat(content.app.answerMaxLength + 1);
    const response = await h.post(founderBody({ answers: input }));
    expect(response.status).toBe(400);
    expect(await refusalOf(response)).toEqual({
      code: 'too-long',
      message: fillMessage(messages.answerTooLong, {
        field: problemTitle,
        length: content.app.answerMaxLength + 1,
        max: content.app.answerMaxLength,
      }),
    });
  });

  it(`413: a body over ${defaultLimits.bodyBytes} bytes`, async () => {
    const padding = 'x'.repeat(defaultLimits.bodyBytes);
    const response = await harness(vendorEnv(vendor.origin)).post({ ...founderBody(), padding });
    expect(response.status).toBe(413);
    expect(await refusalOf(response)).toEqual({ code: 'too-large', message: messages.tooLarge });
  });

  it('403: a POST from another origin or site, or from no browser at all', async () => {
    const h = harness(vendorEnv(vendor.origin));
    const attempts = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example', 'sec-fetch-site': '' },
      { 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of attempts) {
      const clean = Object.fromEntries(Object.entries(headers).filter(([, value]) => value !== ''));
      const init = { headers: { origin: '', 'sec-fetch-site': '', ...clean } };
      const response = await h.app.request('/api/analysis', {
        method: 'POST',
        headers: Object.fromEntries(
          Object.entries({ host: 'app.test', 'content-type': 'application/json', ...init.headers }).filter(
            ([, v]) => v !== '',
          ),
        ),
        body: JSON.stringify(founderBody()),
      });
      expect(response.status, JSON.stringify(headers)).toBe(403);
      expect(await refusalOf(response)).toEqual({ code: 'forbidden', message: messages.forbidden });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it(`429: ${defaultLimits.analysesPerWindow} analyses per ${defaultLimits.windowMinutes} minutes per address, saying when to try again`, async () => {
    const h = harness(vendorEnv(vendor.origin));
    answered(defaultLimits.analysesPerWindow + 1);
    for (let run = 0; run < defaultLimits.analysesPerWindow; run += 1) {
      expect(await statusOfRun(h, '198.51.100.7')).toBe(200);
    }
    const refused = await h.post(founderBody(), { client: '198.51.100.7' });
    expect(refused.status).toBe(429);
    expect(await refusalOf(refused)).toEqual({
      code: 'rate-limited',
      message: fillMessage(messages.rateLimited, { limit: 5, windowMinutes: 15, minutes: 15 }),
    });
    expect(refused.headers.get('retry-after')).not.toBeNull();
    // Another address still gets its analysis.
    expect(await statusOfRun(h, '198.51.100.8')).toBe(200);
  });

  it(`429: ${defaultLimits.analysesPerDay} analyses per day per address`, async () => {
    const h = harness(vendorEnv(vendor.origin), { analysesPerWindow: 100, analysesPerDay: 2 });
    answered(2);
    for (let run = 0; run < 2; run += 1) expect(await statusOfRun(h)).toBe(200);
    const refused = await h.post(founderBody());
    expect(refused.status).toBe(429);
    expect(await refusalOf(refused)).toEqual({
      code: 'daily-limited',
      message: fillMessage(messages.dailyLimited, { limit: 2, hours: 24 }),
    });
  });

  it('429: one analysis in progress per address; a refused request does not use up the quota', async () => {
    vendor.script(geminiPath, { status: 200, hang: true });
    const h = harness(vendorEnv(vendor.origin), { analysesPerWindow: 2 });
    const first = new AbortController();
    const running = await h.post(founderBody(), { signal: first.signal });
    const draining = running.text().catch(() => '');
    await expect.poll(() => vendor.requests.length).toBe(1);
    const second = await h.post(founderBody());
    expect(second.status).toBe(429);
    expect(await refusalOf(second)).toEqual({ code: 'in-progress', message: messages.inProgress });
    first.abort();
    await draining;
    await expect.poll(() => h.inFlight.count).toBe(0);
    answered(1);
    // The slot is free again, and the refused request gave its window hit back.
    expect(await statusOfRun(h)).toBe(200);
  });

  it(`503: more than ${defaultLimits.vendorCallsInFlight} vendor calls in flight, or the overall daily cap`, async () => {
    vendor.script(geminiPath, { status: 200, hang: true });
    const busy = harness(vendorEnv(vendor.origin), { vendorCallsInFlight: 1 });
    const first = new AbortController();
    const running = await busy.post(founderBody(), { client: '192.0.2.1', signal: first.signal });
    const draining = running.text().catch(() => '');
    await expect.poll(() => vendor.requests.length).toBe(1);
    const refused = await busy.post(founderBody(), { client: '192.0.2.2' });
    expect(refused.status).toBe(503);
    expect(await refusalOf(refused)).toEqual({ code: 'at-capacity', message: messages.atCapacity });
    first.abort();
    await draining;

    const capped = harness(vendorEnv(vendor.origin), { analysesPerDayOverall: 1 });
    answered(1);
    expect(await statusOfRun(capped, '192.0.2.3')).toBe(200);
    const over = await capped.post(founderBody(), { client: '192.0.2.4' });
    expect(over.status).toBe(503);
  });

  it('503 with no provider key: the browser runs its offline analyzer', async () => {
    const h = harness({});
    expect(await (await h.app.request('/api/status')).json()).toEqual({ mode: 'offline', models: [] });
    const response = await h.post(founderBody());
    expect(response.status).toBe(503);
    expect((await refusalOf(response)).code).toBe('offline');
  });
});

describe('the rest of the server', () => {
  it('answers /healthz and /api/status, and unknown /api paths with JSON 404', async () => {
    const h = harness(vendorEnv(vendor.origin));
    expect(await (await h.app.request('/healthz')).json()).toEqual({ status: 'ok' });
    expect(await (await h.app.request('/api/status')).json()).toEqual({ mode: 'server', models: [] });
    const missing = await h.app.request('/api/prompts');
    expect(missing.status).toBe(404);
    expect((await refusalOf(missing)).code).toBe('not-found');
  });

  it('sends the exact security headers on every response', async () => {
    const response = await harness({}).app.request('/healthz');
    expect(contentSecurityPolicy()).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
        "font-src 'self'; connect-src 'self' https://api.emailjs.com; object-src 'none'; base-uri 'self'; " +
        "form-action 'self'; frame-ancestors 'none'",
    );
    expect(response.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('logs one line per request without answers, keys or query strings', async () => {
    vendor.script(geminiPath, geminiText('SUMMARY: fine'));
    const h = harness(vendorEnv(vendor.origin));
    await eventsOf(await h.post(founderBody()));
    await h.app.request('/api/status?secret=abc');
    const requests = h.log.flatMap((line) => (line.event === 'request' ? [line] : []));
    expect(requests.map(({ method, path, status }) => [method, path, status])).toEqual([
      ['POST', '/api/analysis', 200],
      ['GET', '/api/status', 200],
    ]);
    const written = JSON.stringify(h.log);
    for (const secret of ['Ada Lovelace', 'server-gemini-key', 'invoices', 'abc'])
      expect(written).not.toContain(secret);
  });

  it('reads every limit from limits.json, each overridable by LIMIT_<NAME>', () => {
    expect(readLimits({})).toEqual(defaultLimits);
    expect(readLimits({ LIMIT_ANALYSES_PER_WINDOW: '10', LIMIT_BODY_BYTES: '1024' })).toMatchObject({
      analysesPerWindow: 10,
      bodyBytes: 1024,
    });
    expect(() => readLimits({ LIMIT_CHAIN_MS: 'soon' })).toThrow('LIMIT_CHAIN_MS must be a positive whole number');
  });
});
