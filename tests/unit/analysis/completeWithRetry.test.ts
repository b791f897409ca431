import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnalysisError } from '../../../src/engine/analysis/index.ts';
import { completeWithRetry, sleep } from '../../../src/engine/analysis/direct.ts';
import type { AnalysisStatus } from '../../../src/engine/analysis/index.ts';
import type { AnalysisProvider } from '../../../src/engine/analysis/direct.ts';
import { loadAnalysis, statusTexts } from './support/content.ts';
import { quotaMessage } from '../../support/vendorWire.ts';

const founder = loadAnalysis('founder');
const product = loadAnalysis('product');

/** A provider that plays a script: each call takes the next step (an error message or a text). */
function scripted(
  id: AnalysisProvider['id'],
  steps: ({ fail: string } | { text: string })[],
): AnalysisProvider & { calls: number } {
  const provider = {
    id,
    name: id,
    model: `${id}-model`,
    calls: 0,
    checkModel: () => Promise.resolve({ status: 'available' as const }),
    complete: async () => {
      const step = steps[Math.min(provider.calls, steps.length - 1)];
      provider.calls += 1;
      if (!step) throw new Error('no step');
      if ('fail' in step) throw new Error(step.fail);
      return step.text;
    },
  };
  return provider;
}

function run(
  providers: AnalysisProvider[],
  analysis = founder,
  statuses: AnalysisStatus[] = [],
): Promise<{ text: string }> {
  return completeWithRetry({
    providers,
    question: { prompt: 'p' },
    analysis,
    statusTexts,
    onStatus: (status) => statuses.push(status),
    sleep,
  });
}

async function settle<T>(promise: Promise<T>): Promise<{ value?: T; error?: unknown }> {
  return promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  );
}

describe('completeWithRetry', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('retries the whole chain on quota with a 5s then 10s countdown, then succeeds', async () => {
    const gemini = scripted('gemini', [
      { fail: `[429] ${quotaMessage}` },
      { fail: `[429] ${quotaMessage}` },
      { text: 'third time' },
    ]);
    const openai = scripted('openai', [{ fail: `429 ${quotaMessage}` }]);
    const statuses: AnalysisStatus[] = [];
    const outcome = settle(run([gemini, openai], founder, statuses));

    await vi.advanceTimersByTimeAsync(4999);
    expect(gemini.calls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(gemini.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(9999);
    expect(gemini.calls).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toEqual({
      value: { text: 'third time', provider: 'gemini', model: 'gemini-model', usage: {} },
    });
    expect(openai.calls).toBe(2);

    expect(statuses.map((status) => status.message)).toEqual([
      'Service is busy. Retrying in 5 seconds... (Attempt 1/3)',
      'Service is busy. Retrying in 4 seconds... (Attempt 1/3)',
      'Service is busy. Retrying in 3 seconds... (Attempt 1/3)',
      'Service is busy. Retrying in 2 seconds... (Attempt 1/3)',
      'Service is busy. Retrying in 1 seconds... (Attempt 1/3)',
      'Retrying analysis... Attempt 2/3',
      ...[10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map(
        (seconds) => `Service is busy. Retrying in ${seconds} seconds... (Attempt 2/3)`,
      ),
      'Retrying analysis... Attempt 3/3',
    ]);
  });

  it('gives up as unavailable after the third attempt', async () => {
    const gemini = scripted('gemini', [{ fail: quotaMessage }]);
    const outcome = settle(run([gemini]));
    await vi.advanceTimersByTimeAsync(15_000);
    const { error } = await outcome;
    expect(error).toBeInstanceOf(AnalysisError);
    expect(error).toMatchObject({
      code: 'unavailable',
      message: 'Analysis service is currently unavailable. Please try again in a few minutes.',
    });
    expect(gemini.calls).toBe(3);
  });

  it('plain rate limits fail at once as both limited, without waiting', async () => {
    const gemini = scripted('gemini', [{ fail: 'Resource has been exhausted (rate limit)' }]);
    const openai = scripted('openai', [{ fail: '429 Rate limit reached for requests' }]);
    const statuses: AnalysisStatus[] = [];
    const { error } = await settle(run([gemini, openai], founder, statuses));
    expect(error).toMatchObject({
      code: 'limited',
      message: 'Both Gemini and OpenAI rate limits exceeded. Please try again later.',
    });
    expect(statuses).toEqual([]);
    expect(gemini.calls).toBe(1);
  });

  it('any other failure stops with the failed message and no double full stop', async () => {
    const gemini = scripted('gemini', [{ fail: 'API key not valid.' }]);
    const openai = scripted('openai', [{ text: 'never asked' }]);
    const { error } = await settle(run([gemini, openai]));
    expect(error).toMatchObject({ code: 'provider', message: 'Analysis failed: API key not valid. Please try again.' });
    expect(openai.calls).toBe(0);
  });

  it('product (no retry): quota means unavailable straight away', async () => {
    const gemini = scripted('gemini', [{ fail: quotaMessage }]);
    const { error } = await settle(run([gemini], product));
    expect(error).toMatchObject({ code: 'unavailable' });
    expect(gemini.calls).toBe(1);
  });

  it('product (no retry): plain rate limits are both limited, other failures are failed', async () => {
    expect((await settle(run([scripted('gemini', [{ fail: 'rate limit' }])], product))).error).toMatchObject({
      code: 'limited',
    });
    expect((await settle(run([scripted('gemini', [{ fail: 'boom' }])], product))).error).toMatchObject({
      code: 'provider',
      message: 'Analysis failed: boom. Please try again.',
    });
  });

  it('an abort during the countdown ends the wait', async () => {
    const gemini = scripted('gemini', [{ fail: quotaMessage }]);
    const controller = new AbortController();
    const outcome = settle(
      completeWithRetry({
        providers: [gemini],
        question: { prompt: 'p' },
        analysis: founder,
        statusTexts,
        onStatus: () => undefined,
        sleep,
        signal: controller.signal,
      }),
    );
    await vi.advanceTimersByTimeAsync(1500);
    controller.abort();
    expect((await outcome).error).toMatchObject({ code: 'aborted' });
    expect(gemini.calls).toBe(1);
  });
});
