import { describe, expect, it } from 'vitest';
import {
  createAnalysisRunner,
  runAnalysis,
  type AnalysisDependencies,
  type AnalysisRequest,
  type AnalysisStatus,
  type EmailMessage,
} from '../../../src/engine/analysis/index.ts';
import { directBackend } from '../../../src/engine/analysis/direct.ts';
import type { AnalysisContent } from '../../../src/engine/content/types.ts';
import {
  founderAnswers,
  founderInput,
  loadAnalysis,
  productInput,
  providerSettings,
  readFixture,
  statusTexts,
  offlineNotes,
} from './support/content.ts';
import { failureOf } from './support/failureOf.ts';
import { useFakeServer } from './support/fakeServer.ts';
import { geminiError, geminiText, openaiError, openaiText, quotaMessage } from '../../support/vendorWire.ts';

const founder = loadAnalysis('founder');
const product = loadAnalysis('product');
const geminiPath = ':streamGenerateContent';
const openaiPath = '/v1/chat/completions';

const server = useFakeServer();

const emailEnv = { VITE_EMAILJS_PUBLIC_KEY: 'pk', VITE_EMAILJS_SERVICE_ID: 'svc', VITE_EMAILJS_TEMPLATE_ID: 'tpl' };

function providerEnv(): Record<string, string> {
  return {
    VITE_GEMINI_API_KEY: 'g-key',
    VITE_GEMINI_BASE_URL: server.origin,
    VITE_OPENAI_API_KEY: 'o-key',
    VITE_OPENAI_BASE_URL: `${server.origin}/v1`,
  };
}

interface Harness {
  statuses: AnalysisStatus[];
  emails: EmailMessage[];
  sleeps: number[];
  request: (analysis: AnalysisContent, input: Record<string, unknown>, env: Record<string, string>) => AnalysisRequest;
  deps: AnalysisDependencies;
}

function harness(emailStatus = 200): Harness {
  const statuses: AnalysisStatus[] = [];
  const emails: EmailMessage[] = [];
  const sleeps: number[] = [];
  return {
    statuses,
    emails,
    sleeps,
    request: (analysis, input, env) => ({
      analysis,
      input,
      backend: directBackend({
        providers: providerSettings,
        env,
        sleep: async (ms) => {
          sleeps.push(ms);
        },
      }),
      env,
      statusTexts,
      offlineNotes,
      onStatus: (status) => statuses.push(status),
    }),
    deps: {
      now: () => new Date(2026, 10, 21),
      sendEmail: async (message) => {
        emails.push(message);
        return { status: emailStatus };
      },
    },
  };
}

describe('runAnalysis: founder', () => {
  // #35 finding 9: the app's server parses before it counts the run; its result is shown as sent.
  it("takes the result the app's server read the answer into, without reading the text again", async () => {
    const judged = { summary: 'Judged on the server.', strengths: [], weaknesses: [], recommendations: [], score: 64 };
    const h = harness();
    const outcome = await runAnalysis(
      {
        ...h.request(founder, founderInput(), {}),
        backend: {
          produce: async () => ({ text: 'not the headings the parser reads', source: 'gemini', result: judged }),
        },
      },
      h.deps,
    );
    expect(outcome).toMatchObject({ result: judged, source: 'gemini', offline: false });
  });

  it('prompts with every profile field and answer, parses, then emails', async () => {
    server.script(geminiPath, geminiText(readFixture('founder-plain.txt')));
    const h = harness();
    const outcome = await runAnalysis(h.request(founder, founderInput(), { ...providerEnv(), ...emailEnv }), h.deps);

    expect(outcome).toMatchObject({ offline: false, source: 'gemini', email: 'sent' });
    expect(outcome.result.score).toBe(82);
    const prompt = JSON.stringify(server.requests[0]?.body);
    for (const value of [
      'Ada Lovelace',
      'Analytical Engines',
      'seed',
      '$500,000',
      'Delaware C-Corp',
      'Has a technical co-founder: Yes',
    ]) {
      expect(prompt).toContain(value);
    }
    for (const answer of Object.values(founderAnswers)) expect(prompt).toContain(JSON.stringify(answer).slice(1, -1));
    for (const heading of ['SUMMARY', 'STRENGTHS', 'WEAKNESSES', 'RECOMMENDATIONS', 'SCORE'])
      expect(prompt).toContain(heading);
    expect(prompt).not.toContain('{{');

    expect(h.statuses.map((status) => status.message)).toEqual([
      'Analyzing your startup...',
      'Sending analysis to your email...',
    ]);
    expect(h.emails[0]?.params).toMatchObject({
      to_email: 'ada@example.com',
      analysis_score: '82',
      key_strengths: expect.stringMatching(/^1\. /),
    });
  });

  it('keeps the result when the email fails, with the configured message', async () => {
    server.script(geminiPath, geminiText(readFixture('founder-plain.txt')));
    const h = harness(500);
    const outcome = await runAnalysis(h.request(founder, founderInput(), { ...providerEnv(), ...emailEnv }), h.deps);
    expect(outcome).toMatchObject({
      email: 'error',
      emailError: 'Analysis complete, but email failed: Email service responded with status 500',
    });
    expect(outcome.result.summary).toContain('promising');
  });

  it('reports not-configured without email variables and sends nothing', async () => {
    server.script(geminiPath, geminiText(readFixture('founder-plain.txt')));
    const h = harness();
    const outcome = await runAnalysis(h.request(founder, founderInput(), providerEnv()), h.deps);
    expect(outcome.email).toBe('not-configured');
    expect(h.emails).toEqual([]);
  });

  it('fails the precheck before any request is made', async () => {
    const h = harness();
    const input = { ...founderInput(), founderQuestionnaire: { step: 0, answers: { problem: 'only this' } } };
    const error = await failureOf(runAnalysis(h.request(founder, input, providerEnv()), h.deps));
    expect(error.code).toBe('precheck');
    expect(error.message).toBe('Missing required answers: solution, unique-value, customer-segments, revenue-streams');
    expect(server.requests).toEqual([]);
    expect(h.statuses).toEqual([]);
  });

  it('retries the chain on quota through the real SDKs, announcing each retry', async () => {
    server.script(geminiPath, geminiError(429, quotaMessage), geminiText(readFixture('founder-plain.txt')));
    server.script(openaiPath, openaiError(429, quotaMessage, 'insufficient_quota'));
    const h = harness();
    const outcome = await runAnalysis(h.request(founder, founderInput(), providerEnv()), h.deps);
    expect(outcome.source).toBe('gemini');
    expect(h.sleeps).toEqual([1000, 1000, 1000, 1000, 1000]);
    expect(h.statuses.map((status) => status.kind)).toEqual([
      'analyzing',
      'busy',
      'busy',
      'busy',
      'busy',
      'busy',
      'retrying',
      'emailing',
    ]);
    expect(server.requests.map((request) => request.path.includes(geminiPath))).toEqual([true, false, true]);
  });

  it('maps an unparseable answer to the parse message', async () => {
    server.script(geminiPath, geminiText('```\n```'));
    const h = harness();
    const error = await failureOf(runAnalysis(h.request(founder, founderInput(), providerEnv()), h.deps));
    expect(error).toMatchObject({ code: 'parse', message: 'Failed to parse analysis response' });
  });

  it('runs offline when no provider has a key, and says so in its outcome', async () => {
    const h = harness();
    const outcome = await runAnalysis(h.request(founder, founderInput(), emailEnv), h.deps);
    expect(outcome).toMatchObject({ offline: true, source: 'offline', email: 'sent' });
    expect(server.requests).toEqual([]);
  });
});

describe('runAnalysis: product', () => {
  it('uses OpenAI with max_tokens 1500 when Gemini is limited, and has no email step', async () => {
    server.script(geminiPath, geminiError(429, 'Resource exhausted: rate limit'));
    server.script(openaiPath, openaiText(readFixture('product-space-headings.txt')));
    const h = harness();
    const outcome = await runAnalysis(h.request(product, productInput(), { ...providerEnv(), ...emailEnv }), h.deps);
    expect(outcome).toMatchObject({ source: 'openai', email: 'none' });
    expect(outcome.result.sectionScores).toEqual({ positioning: 80, productIdea: 73, customerProfile: 65 });
    expect(server.requests[1]?.body).toMatchObject({ model: 'gpt-3.5-turbo', temperature: 0.7, max_tokens: 1500 });
    expect(JSON.stringify(server.requests[1]?.body)).toContain('Shifts sorted in minutes');
    expect(h.emails).toEqual([]);
  });

  it('maps quota on every provider to unavailable without retrying', async () => {
    server.script(geminiPath, geminiError(429, quotaMessage));
    server.script(openaiPath, openaiError(429, quotaMessage, 'insufficient_quota'));
    const h = harness();
    const error = await failureOf(runAnalysis(h.request(product, productInput(), providerEnv()), h.deps));
    expect(error).toMatchObject({
      code: 'unavailable',
      message: 'Analysis service is currently unavailable. Please try again in a few minutes.',
    });
    expect(h.sleeps).toEqual([]);
    expect(server.requests).toHaveLength(2);
  });
});

describe('createAnalysisRunner', () => {
  it('rejects a second run while the first is in flight, then allows a new one', async () => {
    server.script(
      geminiPath,
      geminiText(readFixture('founder-plain.txt')),
      geminiText(readFixture('founder-plain.txt')),
    );
    const h = harness();
    const runner = createAnalysisRunner(h.deps);
    const request = h.request(founder, founderInput(), providerEnv());
    const first = runner.run(request);
    expect(runner.running).toBe(true);
    const second = await failureOf(runner.run(request));
    expect(second.code).toBe('busy');
    await expect(first).resolves.toMatchObject({ source: 'gemini' });
    expect(runner.running).toBe(false);
    await expect(runner.run(request)).resolves.toMatchObject({ source: 'gemini' });
    expect(server.requests).toHaveLength(2);
  });

  it('is free again after a failed run', async () => {
    const h = harness();
    const runner = createAnalysisRunner(h.deps);
    await failureOf(runner.run(h.request(founder, {}, providerEnv())));
    expect(runner.running).toBe(false);
  });

  it('honours an abort signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const h = harness();
    const error = await failureOf(
      runAnalysis({ ...h.request(founder, founderInput(), providerEnv()), signal: controller.signal }, h.deps),
    );
    expect(error.code).toBe('aborted');
    expect(server.requests).toEqual([]);
  });
});
