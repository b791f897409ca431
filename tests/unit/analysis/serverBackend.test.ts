/**
 * The browser's client of the app's server, against responses a server (or a broken network)
 * can give: each failure reaches the user as an AnalysisError in the content's words.
 */
import { noFlowLogic } from '../../../src/engine/logic/flowValues.ts';
import { describe, expect, it } from 'vitest';
import { serverBackend } from '../../../src/engine/analysis/backend/serverBackend.ts';
import { analysisPath } from '../../../src/engine/analysis/backend/wire.ts';
import type { AnalysisStatus } from '../../../src/engine/analysis/run/AnalysisStatus.ts';
import { founderInput, loadAnalysis, offlineNotes } from './support/content.ts';
import { failureOf } from './support/failureOf.ts';

const messages = {
  unreachable: 'The analysis service cannot be reached.',
  streamCut: 'the answer stopped before it was complete',
};
const statusTexts = {
  analyzing: 'Analysing…',
  retrying: 'Retrying {attempt} of {attempts}',
  busy: 'Busy, waiting {seconds}s ({attempt}/{attempts})',
  emailing: 'Emailing…',
};
const analysis = loadAnalysis('founder');

/** A text/event-stream body of these events, sent in one chunk. */
function events(...blocks: [event: string, data: string][]): Response {
  const text = blocks.map(([event, data]) => `event: ${event}\ndata: ${data}\n\n`).join('');
  return new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

function produce(respond: typeof fetch, signal?: AbortSignal, input: Record<string, unknown> = founderInput()) {
  const statuses: AnalysisStatus[] = [];
  const requests: { url: string; body: unknown }[] = [];
  const texts: string[] = [];
  const send: typeof fetch = async (input, init) => {
    requests.push({ url: input as string, body: JSON.parse(init?.body as string) });
    return await respond(input, init);
  };
  const outcome = serverBackend({ messages, fetch: send }).produce(
    { flowId: 'founder', flow: noFlowLogic, analysis, input, statusTexts, offlineNotes },
    (status) => statuses.push(status),
    signal,
    (text) => texts.push(text),
  );
  return { outcome, statuses, requests, texts };
}

describe('serverBackend', () => {
  it('posts the flow, the analysis and the answers, shows each status and returns the result', async () => {
    const { outcome, statuses, requests } = produce(async () =>
      events(
        ['status', JSON.stringify({ kind: 'busy', seconds: 4, attempt: 1, attempts: 3, provider: 'gemini' })],
        ['heartbeat', '{}'],
        ['result', JSON.stringify({ text: 'SUMMARY: fine', provider: 'openai' })],
      ),
    );
    await expect(outcome).resolves.toEqual({ text: 'SUMMARY: fine', source: 'openai' });
    expect(statuses).toEqual([
      { kind: 'busy', message: 'Busy, waiting 4s (1/3)', seconds: 4, attempt: 1, attempts: 3, provider: 'gemini' },
    ]);
    expect(requests).toEqual([
      { url: analysisPath, body: { flowId: 'founder', analysisId: 'founder', answers: founderInput() } },
    ]);
  });

  // #35 finding 9: the server parses before it counts the run; the browser takes its result as it is.
  it('passes on the result the server read the answer into, so the caller does not read it again', async () => {
    const result = { summary: 'Judged on the server', score: 71 };
    const { outcome } = produce(async () =>
      events(['result', JSON.stringify({ text: 'SUMMARY: fine', provider: 'gemini', result })]),
    );
    await expect(outcome).resolves.toEqual({ text: 'SUMMARY: fine', source: 'gemini', result });
  });

  it("sends the flow's URL parameters beside the answers, not as one of them", async () => {
    const result = () => events(['result', JSON.stringify({ text: 'SUMMARY: fine', provider: 'openai' })]);
    const { outcome, requests } = produce(async () => result(), undefined, {
      ...founderInput(),
      params: { source: 'partner' },
    });
    await outcome;
    expect(requests[0]?.body).toEqual({
      flowId: 'founder',
      analysisId: 'founder',
      answers: founderInput(),
      params: { source: 'partner' },
    });
  });

  it('skips comment lines, and reads a last event that no blank line ends', async () => {
    const body = [
      ': keep-alive',
      '',
      'event: status',
      'data: {"kind":"retrying","attempt":2,"attempts":3,"provider":"openai"}',
      '',
      'event: result',
      'data: {"text":"SUMMARY: late","provider":"gemini"}',
    ].join('\n');
    const { outcome, statuses } = produce(async () => new Response(body, { status: 200 }));
    await expect(outcome).resolves.toEqual({ text: 'SUMMARY: late', source: 'gemini' });
    expect(statuses).toEqual([
      { kind: 'retrying', message: 'Retrying 2 of 3', attempt: 2, attempts: 3, provider: 'openai' },
    ]);
  });

  it('runs the offline analyzer when the server answers 503', async () => {
    const { outcome } = produce(async () => new Response(null, { status: 503 }));
    const { source, text } = await outcome;
    expect(source).toBe('offline');
    expect(text).toMatch(/SCORE/);
  });

  const page = (status: number, html: string) =>
    new Response(html, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });

  it.each([
    ['404: no such path', () => new Response('Not Found', { status: 404 })],
    ['404 in JSON', () => Response.json({ error: { message: 'Not found' } }, { status: 404 })],
    ['405: no POST there', () => new Response(null, { status: 405 })],
    ['501: no POST at all', () => page(501, '<p>Unsupported method (POST)</p>')],
    ["200 with the app's own page (a static host's fallback)", () => page(200, '<!doctype html><div id="root">')],
    ['an HTML error page', () => page(403, '<h1>Forbidden</h1>')],
  ])('runs the offline analyzer where there is no analysis service (%s)', async (_name, response) => {
    const { source, text } = await produce(async () => response()).outcome;
    expect(source).toBe('offline');
    expect(text).toMatch(/SCORE/);
  });

  it('still says the service could not be reached for an HTML 5xx (a proxy before a server that is down)', async () => {
    const error = await failureOf(produce(async () => page(502, '<h1>502 Bad Gateway</h1>')).outcome);
    expect([error.code, error.message]).toEqual(['refused', messages.unreachable]);
  });

  it("shows the server's own message when it refuses", async () => {
    const { outcome } = produce(async () =>
      Response.json({ error: { message: 'Too many analyses; try again in a minute.' } }, { status: 429 }),
    );
    const error = await failureOf(outcome);
    expect([error.code, error.message]).toEqual(['refused', 'Too many analyses; try again in a minute.']);
    expect(error.retryAfterSeconds).toBeUndefined();
  });

  it.each([
    ['Retry-After', { 'retry-after': '299' }, 299],
    ['RateLimit-Reset alone', { 'ratelimit-reset': '42' }, 42],
    ['both, Retry-After first', { 'retry-after': '7', 'ratelimit-reset': '60' }, 7],
  ])("carries a limit's wait from its %s header", async (_name, headers, seconds) => {
    const refusal = Response.json({ error: { message: 'Analysis limit reached.' } }, { status: 429, headers });
    const error = await failureOf(produce(async () => refusal).outcome);
    expect([error.code, error.retryAfterSeconds]).toEqual(['refused', seconds]);
  });

  it('names no wait for a refusal that is not a limit, or a limit without a usable header', async () => {
    const forbidden = Response.json(
      { error: { message: 'Not from this site.' } },
      { status: 403, headers: { 'retry-after': '5' } },
    );
    expect((await failureOf(produce(async () => forbidden).outcome)).retryAfterSeconds).toBeUndefined();
    const garbled = Response.json({ error: { message: 'Busy.' } }, { status: 429, headers: { 'retry-after': 'soon' } });
    expect((await failureOf(produce(async () => garbled).outcome)).retryAfterSeconds).toBeUndefined();
  });

  it.each([
    ['a body that is not JSON', () => new Response('<html>Bad gateway</html>', { status: 502 })],
    ['JSON without an error', () => Response.json({ ok: false }, { status: 400 })],
    ['an error that is not an object', () => Response.json({ error: 'nope' }, { status: 400 })],
    ['an error without a message', () => Response.json({ error: { code: 7 } }, { status: 400 })],
    ['a message that is not text', () => Response.json({ error: { message: 42 } }, { status: 400 })],
    ['an OK status without a body', () => new Response(null, { status: 200 })],
  ])('falls back to the unreachable message for a refusal with %s', async (_name, response) => {
    const error = await failureOf(produce(async () => response()).outcome);
    expect([error.code, error.message]).toEqual(['refused', messages.unreachable]);
  });

  it('says the server cannot be reached when the request fails, keeping the cause', async () => {
    const cause = new TypeError('fetch failed');
    const error = await failureOf(
      produce(async () => {
        throw cause;
      }).outcome,
    );
    // A connection that fails is a network failure, which the error screen does not put down to demand.
    expect([error.code, error.message, error.cause]).toEqual(['network', messages.unreachable, cause]);
  });

  it('reports a cancelled request as aborted, not as a network failure', async () => {
    const controller = new AbortController();
    const error = await failureOf(
      produce(async () => {
        controller.abort();
        throw new DOMException('aborted', 'AbortError');
      }, controller.signal).outcome,
    );
    expect(error.code).toBe('aborted');
  });

  it("passes on the server's error event in its words", async () => {
    const error = await failureOf(
      produce(async () => events(['error', JSON.stringify({ message: 'Both providers are busy.' })])).outcome,
    );
    expect([error.code, error.message]).toEqual(['provider', 'Both providers are busy.']);
  });

  it('says the server cannot be reached when the stream ends without a result or breaks', async () => {
    const ended = await failureOf(produce(async () => events(['status', '{"kind":"analyzing"}'])).outcome);
    expect([ended.code, ended.message]).toEqual(['network', messages.unreachable]);
    const garbled = await failureOf(produce(async () => events(['result', '{not json'])).outcome);
    expect([garbled.code, garbled.message]).toEqual(['provider', messages.unreachable]);
    expect(garbled.cause).toBeInstanceOf(SyntaxError);
  });

  it('reports a stream the caller abandoned as aborted', async () => {
    const controller = new AbortController();
    const stream = new ReadableStream<Uint8Array>({
      start(sink) {
        sink.enqueue(new TextEncoder().encode('event: status\ndata: {"kind":"analyzing"}\n\n'));
        controller.abort();
        sink.close();
      },
    });
    const error = await failureOf(produce(async () => new Response(stream), controller.signal).outcome);
    expect(error.code).toBe('aborted');
  });

  it('reports a stream that breaks after the caller left as aborted', async () => {
    const controller = new AbortController();
    const stream = new ReadableStream<Uint8Array>({
      pull(sink) {
        controller.abort();
        sink.error(new Error('connection reset'));
      },
    });
    const error = await failureOf(produce(async () => new Response(stream), controller.signal).outcome);
    expect(error.code).toBe('aborted');
  });

  it('tells each text event as it comes, in order, before the result', async () => {
    const { outcome, texts } = produce(async () =>
      events(
        ['text', JSON.stringify({ text: 'SUMMARY:\nA pl' })],
        ['text', JSON.stringify({ text: 'an – “fine”' })],
        ['result', JSON.stringify({ text: 'SUMMARY:\nA plan – “fine”', provider: 'gemini' })],
      ),
    );
    await expect(outcome).resolves.toEqual({ text: 'SUMMARY:\nA plan – “fine”', source: 'gemini' });
    expect(texts).toEqual(['SUMMARY:\nA pl', 'an – “fine”']);
  });

  it('reads events split anywhere, even inside a character, as one stream (SSE framing)', async () => {
    const sent =
      'event: text\r\ndata: {"text":"Caf\u00e9 – “ok”"}\r\n\r\nevent: result\ndata: {"text":"Café – “ok”","provider":"openai"}\n\n';
    const bytes = new TextEncoder().encode(sent);
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const byte of bytes) controller.enqueue(Uint8Array.of(byte));
        controller.close();
      },
    });
    const { outcome, texts } = produce(async () => new Response(body, { status: 200 }));
    await expect(outcome).resolves.toEqual({ text: 'Café – “ok”', source: 'openai' });
    expect(texts).toEqual(['Café – “ok”']);
  });

  it("says an answer was cut off when the stream ends or breaks after text came, in the analysis's failed words", async () => {
    const cut = `Analysis failed: ${messages.streamCut}. Please try again.`;
    const ended = await failureOf(produce(async () => events(['text', '{"text":"SUMMARY: half"}'])).outcome);
    expect([ended.code, ended.message]).toEqual(['provider', cut]);
    const broken = await failureOf(
      produce(async () => events(['text', '{"text":"SUMMARY: half"}'], ['result', '{not json'])).outcome,
    );
    expect([broken.code, broken.message]).toEqual(['provider', cut]);
  });
});
