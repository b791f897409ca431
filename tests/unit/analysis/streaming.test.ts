import { describe, expect, it } from 'vitest';
import { createProviders, directBackend } from '../../../src/engine/analysis/direct.ts';
import { readPartialAnswer, runAnalysis } from '../../../src/engine/analysis/index.ts';
import { StreamCutError } from '../../../src/engine/analysis/stream/StreamCutError.ts';
import type { ProviderSettings } from '../../../src/engine/content/types.ts';
import { geminiJson, geminiText, openaiJson, openaiText } from '../../support/vendorWire.ts';
import {
  founderInput,
  loadAnalysis,
  providerSettings,
  readFixture,
  statusTexts,
  offlineNotes,
} from './support/content.ts';
import { failureOf } from './support/failureOf.ts';
import { useFakeServer, type StreamScript } from './support/fakeServer.ts';

const founder = loadAnalysis('founder');
const geminiPath = ':streamGenerateContent';
const openaiPath = '/v1/chat/completions';
const server = useFakeServer();
const streamCut = 'the answer stopped as the test cut it';

const env = (models: Partial<Record<ProviderSettings['id'], string>> = {}) => ({
  VITE_GEMINI_API_KEY: 'g-key',
  VITE_GEMINI_BASE_URL: server.origin,
  VITE_OPENAI_API_KEY: 'o-key',
  VITE_OPENAI_BASE_URL: `${server.origin}/v1`,
  ...(models.gemini ? { VITE_GEMINI_MODEL: models.gemini } : {}),
  ...(models.openai ? { VITE_OPENAI_MODEL: models.openai } : {}),
});

const only = (id: ProviderSettings['id']) => providerSettings.filter((entry) => entry.id === id);

function gate() {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/** Settles to 'pending' while `promise` has not settled. */
const stateOf = (promise: Promise<unknown>) =>
  Promise.race([
    promise.then(
      () => 'settled',
      () => 'settled',
    ),
    new Promise((resolve) => setTimeout(() => resolve('pending'), 50)),
  ]);

const vendors = [
  { id: 'gemini', path: geminiPath, reply: geminiText, json: geminiJson, structuredModel: 'gemini-3.8-flash' },
  { id: 'openai', path: openaiPath, reply: openaiText, json: openaiJson, structuredModel: 'gpt-5.6-terra' },
] as const;

describe.each(vendors)('$id streams its answer (real SDK, local vendor in its streaming format)', (vendor) => {
  it('tells each piece as it arrives, before the vendor has finished, then answers the whole text', async () => {
    const text = readFixture('founder-plain.txt');
    const held = gate();
    const script: StreamScript = { pieces: 4, holdAfter: 2, until: held.opened };
    server.script(vendor.path, { ...vendor.reply(text), stream: script });
    const [provider] = createProviders(only(vendor.id), env(), 1000);
    const pieces: string[] = [];
    let usage: unknown;
    const answer = provider!.complete({
      prompt: 'p',
      onText: (piece) => pieces.push(piece),
      onUsage: (u) => (usage = u),
    });
    await expect.poll(() => pieces.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await stateOf(answer)).toBe('pending');
    expect(text.startsWith(pieces.join(''))).toBe(true);
    held.open();
    await expect(answer).resolves.toBe(text);
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBe(4);
    // The token counts still reach the usage log (on Gemini's last chunk; OpenAI's include_usage chunk).
    expect(usage).toEqual({ input: 500, output: 200 });
  });

  it.each(['end', 'reset'] as const)(
    'ends a stream cut off mid-way (%s) in StreamCutError, never a result',
    async (cut) => {
      server.script(vendor.path, { ...vendor.reply(readFixture('founder-plain.txt')), stream: { pieces: 4, cut } });
      const [provider] = createProviders(only(vendor.id), env(), 1000);
      const pieces: string[] = [];
      const error: unknown = await provider!
        .complete({ prompt: 'p', onText: (piece) => pieces.push(piece) })
        .catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(StreamCutError);
      expect(pieces.length).toBeGreaterThan(0);
    },
  );

  it('streams a structured answer as JSON text, which readPartialAnswer reads as it fills in', async () => {
    const answer = {
      summary: 'A focused plan with paying pilots.',
      strengths: ['Clear problem', 'Paying pilots', 'Strong team'],
      weaknesses: ['Thin moat', 'One channel'],
      recommendations: ['Raise less', 'Hire sales'],
      score: 71,
    };
    const held = gate();
    server.script(vendor.path, { ...vendor.json(answer), stream: { pieces: 5, holdAfter: 3, until: held.opened } });
    const [provider] = createProviders(only(vendor.id), env({ [vendor.id]: vendor.structuredModel }), 1000);
    let text = '';
    const done = provider!.complete({ prompt: 'p', onText: (piece) => (text += piece) });
    const summarySoFar = () => readPartialAnswer(text, founder).summary;
    await expect.poll(summarySoFar, { timeout: 10_000 }).toBeTypeOf('string');
    // Part of the summary, already readable while the vendor holds the rest.
    expect(answer.summary.startsWith(summarySoFar() as string)).toBe(true);
    held.open();
    await expect(done).resolves.toBe(JSON.stringify(answer));
    expect(readPartialAnswer(text, founder)).toEqual({
      summary: answer.summary,
      strengths: answer.strengths,
      weaknesses: answer.weaknesses,
      recommendations: answer.recommendations,
    });
  });
});

describe('browser-direct mode streams through the same chain', () => {
  const backend = () =>
    directBackend({
      providers: providerSettings,
      env: env(),
      setup: { messages: { modelNotFound: '', unsupportedParameter: '', streamCut }, variableName: (name) => name },
    });

  it('hands runAnalysis the text as it comes, then the parsed result', async () => {
    server.script(geminiPath, { ...geminiText(readFixture('founder-plain.txt')), stream: { pieces: 6 } });
    const pieces: string[] = [];
    const outcome = await runAnalysis({
      analysis: founder,
      input: founderInput(),
      backend: backend(),
      env: {},
      statusTexts,
      offlineNotes,
      onText: (piece) => pieces.push(piece),
    });
    expect(pieces.join('')).toBe(readFixture('founder-plain.txt'));
    expect(outcome.source).toBe('gemini');
  });

  it("ends a cut stream in the analysis's failed message with content's streamCut words, without trying OpenAI", async () => {
    server.script(geminiPath, { ...geminiText(readFixture('founder-plain.txt')), stream: { cut: 'reset' } });
    const error = await failureOf(
      runAnalysis({ analysis: founder, input: founderInput(), backend: backend(), env: {}, statusTexts, offlineNotes }),
    );
    expect([error.code, error.message]).toEqual(['provider', `Analysis failed: ${streamCut}. Please try again.`]);
    expect(server.requests.filter((request) => request.path.includes(openaiPath))).toEqual([]);
  });
});
