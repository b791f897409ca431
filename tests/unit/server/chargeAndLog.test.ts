import { describe, expect, it } from 'vitest';
import type { AnalysisLogLine, RequestLogLine } from '../../../server/http/requestLog.ts';
import { useFakeServer } from '../analysis/support/fakeServer.ts';
import { geminiError, geminiText } from '../../support/vendorWire.ts';
import { analysisText } from '../../support/founderAnalysisText.ts';
import { eventsOf, founderBody, harness, vendorEnv, type Harness } from './support/serverHarness.ts';

const geminiPath = '/v1beta/models/gemini-1.5-pro:streamGenerateContent?alt=sse';
const vendor = useFakeServer();

async function run(h: Harness, client = '198.51.100.20') {
  const response = await h.post(founderBody(), { client });
  return { status: response.status, headers: response.headers, events: await eventsOf(response) };
}

const analysisLines = (h: Harness) => h.log.filter((line): line is AnalysisLogLine => line.event === 'analysis');
const requestLines = (h: Harness) => h.log.filter((line): line is RequestLogLine => line.event === 'request');

describe('a failed analysis costs the user nothing', () => {
  it('vendor 500s give their hits back to the window and the overall cap; a delivered result counts', async () => {
    const h = harness(vendorEnv(vendor.origin), { analysesPerWindow: 2, analysesPerDayOverall: 2 });
    for (let attempt = 0; attempt < 5; attempt += 1) {
      vendor.script(geminiPath, geminiError(500, 'Internal error'));
      const failed = await run(h);
      expect(failed.status).toBe(200);
      expect(failed.events.at(-1)?.event).toBe('error');
    }
    vendor.script(geminiPath, geminiText('SUMMARY: fine'), geminiText('SUMMARY: fine'));
    expect((await run(h)).events.at(-1)?.event).toBe('result');
    expect((await run(h)).events.at(-1)?.event).toBe('result');
    // Two delivered results: now the window (2) is used up, and so is the overall cap.
    expect((await run(h)).status).toBe(429);
    expect((await run(h, '198.51.100.21')).status).toBe(503);
  });

  // Finding 9: the answer was parsed only in the browser, after the server had counted the run as
  // delivered, so an answer that failed validity used up the visitor's limit with nothing to show.
  it('an answer the engine cannot use is a failure: its content message, its hit given back', async () => {
    const h = harness(vendorEnv(vendor.origin), { analysesPerWindow: 1 });
    const unusable = ['---', analysisText({ strengths: ['only one'] })];
    const messages: string[] = [];
    for (const text of unusable) {
      vendor.script(geminiPath, geminiText(text));
      const failed = await run(h, '198.51.100.23');
      const last = failed.events.at(-1);
      messages.push(`${failed.status} ${last?.event} ${(last?.data as { message?: string }).message}`);
    }
    // prompts/founder.yaml's parseFailed and validity messages, as the browser shows them.
    expect(messages).toEqual([
      '200 error Failed to parse analysis response',
      '200 error Invalid analysis format received from API',
    ]);
    expect(analysisLines(h).map((line) => line.outcome)).toEqual(['unusable-answer', 'unusable-answer']);
    vendor.script(geminiPath, geminiText('SUMMARY: fine'));
    expect((await run(h, '198.51.100.23')).events.at(-1)?.event).toBe('result');
    expect((await run(h, '198.51.100.23')).status).toBe(429);
  });

  it('a browser that goes away keeps its hit (the vendor call ran)', async () => {
    vendor.script(geminiPath, { status: 200, hang: true });
    const h = harness(vendorEnv(vendor.origin), { analysesPerWindow: 1 });
    const gone = new AbortController();
    const running = await h.post(founderBody(), { client: '198.51.100.22', signal: gone.signal });
    const draining = running.text().catch(() => '');
    await expect.poll(() => vendor.requests.length).toBe(1);
    gone.abort();
    await draining;
    await expect.poll(() => analysisLines(h).length).toBe(1);
    expect(analysisLines(h)[0]?.outcome).toBe('client-gone');
    expect((await run(h, '198.51.100.22')).status).toBe(429);
  });
});

describe('the log line when an analysis ends', () => {
  it('says outcome, provider, vendor status and duration, with the request line’s id; never an answer', async () => {
    vendor.script(geminiPath, geminiText('SUMMARY: fine'), geminiError(503, 'Overloaded'));
    const h = harness(vendorEnv(vendor.origin));
    await run(h);
    await run(h);
    const [delivered, failed] = analysisLines(h);
    expect(delivered).toMatchObject({ outcome: 'delivered', provider: 'gemini', flow: 'founder', analysis: 'founder' });
    // What it cost: the model and the vendor's own token counts (geminiText says 500 in, 200 out).
    expect(delivered).toMatchObject({ model: 'gemini-1.5-pro', tokensIn: 500, tokensOut: 200 });
    expect(failed).toMatchObject({ outcome: 'vendor-failed', vendorStatus: 503 });
    expect(typeof failed?.ms).toBe('number');
    expect(requestLines(h).map((line) => line.id)).toEqual([delivered?.id, failed?.id]);
    expect(new Set([delivered?.id, failed?.id]).size).toBe(2);
    expect(JSON.stringify(h.log)).not.toContain('Ada Lovelace');
  });

  it('takes a well-formed X-Request-Id from a proxy and answers with it; any other value gets a fresh id', async () => {
    const h = harness({});
    const kept = await h.app.request('/healthz', { headers: { 'x-request-id': 'edge-42' } });
    expect(kept.headers.get('x-request-id')).toBe('edge-42');
    const replaced = await h.app.request('/healthz', { headers: { 'x-request-id': 'bad id {"forged":1}' } });
    expect(replaced.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestLines(h).map((line) => line.id)).toEqual(['edge-42', replaced.headers.get('x-request-id')]);
  });
});

describe('rate-limit headers describe the window a client can act on', () => {
  it('a 200 carries the per-address window; the in-progress refusal has no Retry-After; the daily one says when', async () => {
    vendor.script(geminiPath, geminiText('SUMMARY: fine'), { status: 200, hang: true });
    const h = harness(vendorEnv(vendor.origin), { analysesPerDay: 2 });
    const first = await run(h, '198.51.100.30');
    expect(first.headers.get('ratelimit-limit')).toBe('5');
    expect(first.headers.get('ratelimit-remaining')).toBe('4');
    expect(first.headers.get('ratelimit-policy')).toBe('5;w=900');

    const busyServer = harness(vendorEnv(vendor.origin));
    const gone = new AbortController();
    const running = await busyServer.post(founderBody(), { client: '198.51.100.31', signal: gone.signal });
    const draining = running.text().catch(() => '');
    await expect.poll(() => vendor.requests.length).toBe(2);
    const busy = await busyServer.post(founderBody(), { client: '198.51.100.31' });
    expect([busy.status, busy.headers.get('retry-after')]).toEqual([429, null]);
    gone.abort();
    await draining;

    vendor.script(geminiPath, geminiText('SUMMARY: fine'));
    expect((await run(h, '198.51.100.30')).status).toBe(200);
    const daily = await h.post(founderBody(), { client: '198.51.100.30' });
    expect(daily.status).toBe(429);
    expect(Number(daily.headers.get('retry-after'))).toBeGreaterThan(23 * 3600);
  });
});
