import { getGlobalDispatcher, setGlobalDispatcher } from 'undici';
import { afterEach, describe, expect, it } from 'vitest';
import { readServerEvents } from '../../../src/engine/analysis/backend/readServerEvents.ts';
import { parseAnalysis } from '../../../src/engine/analysis/parse/parseAnalysis.ts';
import type { AnalysisLogLine } from '../../../server/http/requestLog.ts';
import { boundVendorAnswers } from '../../../server/analysis/vendorAnswers.ts';
import { readFixture } from '../analysis/support/content.ts';
import { useFakeServer } from '../analysis/support/fakeServer.ts';
import { geminiText, openaiText } from '../../support/vendorWire.ts';
import { content, eventsOf, founderBody, harness, vendorEnv, type Harness } from './support/serverHarness.ts';

const geminiPath = ':streamGenerateContent';
const openaiPath = '/v1/chat/completions';
const vendor = useFakeServer();
const founder = content.analyses.founder!;
const { streamCut, vendorTooLarge } = content.app.serverMessages;

const analysisLines = (h: Harness) => h.log.filter((line): line is AnalysisLogLine => line.event === 'analysis');

function gate() {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('POST /api/analysis streams the model text as it arrives', () => {
  it('sends text events while the vendor writes, before the result; together they are the result', async () => {
    const text = readFixture('founder-plain.txt');
    const held = gate();
    vendor.script(geminiPath, { ...geminiText(text), stream: { pieces: 4, holdAfter: 2, until: held.opened } });
    const response = await harness(vendorEnv(vendor.origin)).post(founderBody());
    const seen: { event: string; data: string }[] = [];
    const reading = (async () => {
      for await (const event of readServerEvents(response.body!)) seen.push(event);
    })();
    // The vendor holds the rest back: the browser already has the first pieces.
    await expect.poll(() => seen.filter((event) => event.event === 'text').length, { timeout: 10_000 }).toBe(2);
    expect(seen.some((event) => event.event === 'result')).toBe(false);
    held.open();
    await reading;
    const texts = seen
      .filter((event) => event.event === 'text')
      .map((event) => (JSON.parse(event.data) as { text: string }).text);
    expect(texts.join('')).toBe(text);
    expect(seen.at(-1)).toEqual({
      event: 'result',
      data: JSON.stringify({ text, provider: 'gemini', result: parseAnalysis(text, founder) }),
    });
  });

  it.each([
    ['Gemini', geminiPath, geminiText, {}],
    ['OpenAI', openaiPath, openaiText, { GEMINI_API_KEY: undefined }],
  ] as const)(
    'ends a %s stream cut mid-way in the content message, logs it and gives the hit back',
    async (_name, path, reply, env) => {
      vendor.script(path, { ...reply(readFixture('founder-plain.txt')), stream: { pieces: 4, cut: 'reset' } });
      vendor.script(path, reply(readFixture('founder-plain.txt')));
      const h = harness(vendorEnv(vendor.origin, env), { analysesPerWindow: 1 });
      const events = await eventsOf(await h.post(founderBody()));
      expect(events.filter((event) => event.event === 'text').length).toBeGreaterThan(0);
      expect(events.at(-1)).toEqual({
        event: 'error',
        data: { message: founder.messages.failed.replace('{message}', streamCut) },
      });
      expect(analysisLines(h)[0]).toMatchObject({ outcome: 'vendor-failed' });
      // The cut answer delivered nothing, so it did not count: the window's one analysis is still there.
      expect((await eventsOf(await h.post(founderBody()))).at(-1)?.event).toBe('result');
    },
  );

  it('cuts a stream that stalls mid-way at the attempt limit, as a vendor that never answers', async () => {
    vendor.script(geminiPath, {
      ...geminiText(readFixture('founder-plain.txt')),
      stream: { holdAfter: 1, until: new Promise(() => undefined) },
    });
    const h = harness(vendorEnv(vendor.origin, { OPENAI_API_KEY: undefined }), { vendorAttemptMs: 300 });
    const events = await eventsOf(await h.post(founderBody()));
    expect(events.at(-1)?.data.message).toContain('Gemini did not respond within 300 ms');
  });
});

describe('the byte cap on a streamed vendor answer', () => {
  const original = getGlobalDispatcher();
  afterEach(() => setGlobalDispatcher(original));

  it('cuts it at LIMIT_VENDOR_ANSWER_BYTES and says so, though the SDK reports its own stream error', async () => {
    boundVendorAnswers({ vendorAnswerBytes: 64 * 1024, vendorAttemptMs: 10_000 });
    vendor.script(geminiPath, geminiText('x'.repeat(1024 * 1024)));
    const h = harness(vendorEnv(vendor.origin, { OPENAI_API_KEY: undefined }), { vendorAnswerBytes: 64 * 1024 });
    const events = await eventsOf(await h.post(founderBody()));
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { message: founder.messages.failed.replace('{message}', vendorTooLarge.replace('{kilobytes}', '64')) },
    });
    expect(analysisLines(h)[0]).toMatchObject({ outcome: 'too-large' });
  });
});
