/**
 * One contract, two backends: the browser-direct chain and the browser's thin client of the app's
 * server must give the same outcome, status lines and messages for the same vendor answers.
 */
import { describe, expect, it } from 'vitest';
import { directBackend } from '../../../src/engine/analysis/direct.ts';
import {
  parseAnalysis,
  runAnalysis,
  serverBackend,
  type AnalysisBackend,
  type AnalysisStatus,
} from '../../../src/engine/analysis/index.ts';
import { useFakeServer } from '../analysis/support/fakeServer.ts';
import { founderInput, readFixture } from '../analysis/support/content.ts';
import { failureOf } from '../analysis/support/failureOf.ts';
import { geminiError, geminiText, openaiError, openaiText, quotaMessage } from '../../support/vendorWire.ts';
import { content, harness, origin, vendorEnv } from './support/serverHarness.ts';

const geminiPath = ':streamGenerateContent';
const openaiPath = '/v1/chat/completions';
const vendor = useFakeServer();
const founder = content.analyses.founder!;
const { app } = content;
const noWait = async () => undefined;

interface Contender {
  name: string;
  /** The backend with the given server-side variables (no VITE_ prefix). */
  backend: (env: Record<string, string | undefined>) => AnalysisBackend;
  /** How this side names the variable that changes a model. */
  modelVariable: string;
}

const contenders: Contender[] = [
  {
    name: 'direct (the browser calls the providers)',
    backend: (env) =>
      directBackend({
        providers: app.providers,
        env: Object.fromEntries(Object.entries(env).map(([name, value]) => [`VITE_${name}`, value])),
        sleep: noWait,
        setup: { messages: app.serverMessages, variableName: (name) => name },
      }),
    modelVariable: 'VITE_GEMINI_MODEL',
  },
  {
    name: "server (the browser's client of the app's server)",
    backend: (env) => {
      const server = harness(env);
      // What a browser adds to its own fetch: the page's origin.
      const browserFetch: typeof fetch = async (input, init) =>
        await server.app.request(input instanceof Request ? input.url : input.toString(), {
          ...init,
          headers: {
            ...(init?.headers as Record<string, string>),
            host: 'app.test',
            origin,
            'sec-fetch-site': 'same-origin',
          },
        });
      return serverBackend({ messages: app.serverMessages, fetch: browserFetch });
    },
    modelVariable: 'GEMINI_MODEL',
  },
];

function run(backend: AnalysisBackend, signal?: AbortSignal) {
  const statuses: AnalysisStatus[] = [];
  const outcome = runAnalysis({
    analysis: founder,
    input: founderInput(),
    backend,
    flowId: 'founder',
    env: {},
    statusTexts: app.analysisStatus,
    offlineNotes: app.offlineNotes,
    onStatus: (status) => statuses.push(status),
    ...(signal ? { signal } : {}),
  });
  return { outcome, statuses };
}

describe.each(contenders)('analysis backend contract: $name', (contender) => {
  it('parses the same result from the same answer', async () => {
    vendor.script(geminiPath, geminiText(readFixture('founder-plain.txt')));
    const { outcome } = run(contender.backend(vendorEnv(vendor.origin)));
    const done = await outcome;
    expect(done.source).toBe('gemini');
    expect(done.result).toEqual(parseAnalysis(readFixture('founder-plain.txt'), founder));
  });

  it('shows the same status lines through a quota retry, then the OpenAI answer', async () => {
    vendor.script(geminiPath, geminiError(429, quotaMessage), geminiError(429, quotaMessage));
    vendor.script(
      openaiPath,
      openaiError(429, quotaMessage, 'insufficient_quota'),
      openaiText(readFixture('founder-plain.txt')),
    );
    const { outcome, statuses } = run(contender.backend(vendorEnv(vendor.origin)));
    expect((await outcome).source).toBe('openai');
    expect(statuses.map((status) => status.message)).toEqual([
      'Analyzing your startup...',
      ...[5, 4, 3, 2, 1].map((seconds) => `Service is busy. Retrying in ${seconds} seconds... (Attempt 1/3)`),
      'Retrying analysis... Attempt 2/3',
      'Sending analysis to your email...',
    ]);
  });

  it("gives the spec's message when both providers stay limited", async () => {
    vendor.script(geminiPath, geminiError(429, 'rate limit'));
    vendor.script(openaiPath, openaiError(429, 'Rate limit reached', 'rate_limit_exceeded'));
    const error = await failureOf(run(contender.backend(vendorEnv(vendor.origin))).outcome);
    expect(error.message).toBe(founder.messages.bothLimited);
  });

  it('names a missing model and the variable that changes it', async () => {
    vendor.script('gemini-0-gone', geminiError(404, 'not found', 'NOT_FOUND'));
    const env = vendorEnv(vendor.origin, { GEMINI_MODEL: 'gemini-0-gone', OPENAI_API_KEY: undefined });
    const error = await failureOf(run(contender.backend(env)).outcome);
    expect(error.message).toBe(
      `The Gemini model "gemini-0-gone" does not exist. Set ${contender.modelVariable} to a current model.`,
    );
  });

  it('stops when the caller aborts', async () => {
    vendor.script(geminiPath, { status: 200, hang: true });
    const controller = new AbortController();
    const { outcome } = run(contender.backend(vendorEnv(vendor.origin)), controller.signal);
    await expect.poll(() => vendor.requests.length).toBe(1);
    controller.abort();
    expect((await failureOf(outcome)).code).toBe('aborted');
    await expect.poll(() => vendor.requests[0]?.abandoned).toBe(true);
  });

  it('runs the offline analyzer when no provider has a key', async () => {
    const done = await run(contender.backend({})).outcome;
    expect(done.offline).toBe(true);
    expect(done.source).toBe('offline');
    expect(vendor.requests).toEqual([]);
  });
});
