import { describe, expect, it } from 'vitest';
import { parseAnalysis } from '../../../src/engine/analysis/parse/parseAnalysis.ts';
import { answerSchema } from '../../../src/engine/analysis/structured/answerSchema.ts';
import { questionTitles } from '../../../src/engine/catalogue/questionTitles.ts';
import { templateFilters } from '../../../src/engine/template/filters/index.ts';
import { renderTemplate } from '../../../src/engine/template/renderTemplate.ts';
import { useFakeServer } from '../analysis/support/fakeServer.ts';
import { founderInput, productInput, readFixture } from '../analysis/support/content.ts';
import {
  geminiError,
  geminiText,
  openaiError,
  openaiText,
  openaiUnsupportedParameter,
  quotaMessage,
  rateLimitMessage,
} from '../../support/vendorWire.ts';
import { content, eventsOf, founderBody, harness, vendorEnv } from './support/serverHarness.ts';

const geminiPath = '/v1beta/models/gemini-1.5-pro:streamGenerateContent?alt=sse';
const openaiPath = '/v1/chat/completions';
const vendor = useFakeServer();
const founder = content.analyses.founder!;
const founderFlow = content.flows.find((flow) => flow.id === 'founder')!;
/** The founder prompt the server writes: each canvas answer headed by its question's title (the flow's catalogue). */
const founderPrompt = () =>
  renderTemplate(founder.template, founderInput(), templateFilters, questionTitles(founderFlow));
const product = content.analyses.product!;

describe('POST /api/analysis: the provider chain on the server, through the real SDKs', () => {
  it('builds the prompt from prompts/founder.yaml, sends it with the server key and model, and streams the text', async () => {
    vendor.script(geminiPath, geminiText(readFixture('founder-plain.txt')));
    const response = await harness(vendorEnv(vendor.origin)).post(founderBody());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const events = await eventsOf(response);
    // The result the server judged the answer by goes with it: the browser does not read the text again.
    expect(events.at(-1)).toEqual({
      event: 'result',
      data: {
        text: readFixture('founder-plain.txt'),
        provider: 'gemini',
        result: parseAnalysis(readFixture('founder-plain.txt'), founder),
      },
    });
    const [sent] = vendor.requests;
    expect(sent?.path).toBe(geminiPath);
    expect(sent?.headers['x-goog-api-key']).toBe('server-gemini-key');
    expect(sent?.body).toMatchObject({
      contents: [{ role: 'user', parts: [{ text: founderPrompt() }] }],
    });
  });

  it('falls back to OpenAI on a Gemini rate limit, with the model, temperature and the analysis token cap', async () => {
    vendor.script(geminiPath, geminiError(429, 'Resource has been exhausted (e.g. check quota).'));
    vendor.script(openaiPath, openaiText(readFixture('product-plain.txt')));
    const response = await harness(vendorEnv(vendor.origin)).post({
      flowId: 'product',
      analysisId: 'product',
      answers: productInput(),
    });
    const events = await eventsOf(response);
    expect(events.at(-1)?.data).toMatchObject({ provider: 'openai' });
    const openai = vendor.requests.find((request) => request.path === openaiPath);
    expect(openai?.headers.authorization).toBe('Bearer server-openai-key');
    expect(openai?.body).toEqual({
      stream: true,
      stream_options: { include_usage: true },
      model: 'gpt-3.5-turbo',
      messages: [{ role: 'user', content: renderTemplate(product.template, productInput()) }],
      temperature: 0.7,
      max_tokens: 1500,
    });
  });

  it('retries exhausted quota three times with a 5 s doubling countdown, streamed as status events', async () => {
    vendor.script(
      geminiPath,
      geminiError(429, quotaMessage),
      geminiError(429, quotaMessage),
      geminiText('SUMMARY: fine'),
    );
    vendor.script(
      openaiPath,
      openaiError(429, quotaMessage, 'insufficient_quota'),
      openaiError(429, quotaMessage, 'insufficient_quota'),
    );
    const h = harness(vendorEnv(vendor.origin));
    const events = await eventsOf(await h.post(founderBody()));
    const statuses = events.filter((event) => event.event === 'status').map((event) => event.data);
    expect(statuses).toEqual([
      ...[5, 4, 3, 2, 1].map((seconds) => ({ kind: 'busy', seconds, attempt: 1, attempts: 3, provider: 'gemini' })),
      { kind: 'retrying', attempt: 2, attempts: 3, provider: 'gemini' },
      ...[10, 9, 8, 7, 6, 5, 4, 3, 2, 1].map((seconds) => ({
        kind: 'busy',
        seconds,
        attempt: 2,
        attempts: 3,
        provider: 'gemini',
      })),
      { kind: 'retrying', attempt: 3, attempts: 3, provider: 'gemini' },
    ]);
    expect(h.sleeps).toEqual(Array(15).fill(1000));
    expect(events.at(-1)).toMatchObject({ event: 'result', data: { text: 'SUMMARY: fine', provider: 'gemini' } });
    // The founder prompt asks for 1000 tokens from OpenAI.
    expect(vendor.requests.find((request) => request.path === openaiPath)?.body).toMatchObject({ max_tokens: 1000 });
  });

  it("ends with the spec's message when both providers stay rate limited", async () => {
    vendor.script(geminiPath, geminiError(429, 'Too many requests, rate limit'));
    vendor.script(openaiPath, openaiError(429, rateLimitMessage, 'rate_limit_exceeded'));
    const events = await eventsOf(await harness(vendorEnv(vendor.origin)).post(founderBody()));
    expect(events.at(-1)).toEqual({ event: 'error', data: { message: founder.messages.bothLimited } });
  });

  it("never passes a vendor's own error text on: the status stands in for it", async () => {
    vendor.script(geminiPath, geminiError(500, 'internal detail: shard gcp-7 at generativelanguage.googleapis.com'));
    const events = await eventsOf(
      await harness(vendorEnv(vendor.origin, { OPENAI_API_KEY: undefined })).post(founderBody()),
    );
    const message = String(events.at(-1)?.data.message);
    expect(events.at(-1)?.event).toBe('error');
    expect(message).toBe('Analysis failed: the AI service answered with status 500. Please try again.');
    expect(message).not.toContain('googleapis');
  });

  it('names the missing model and the variable that changes it, then moves on to the next provider', async () => {
    vendor.script('gemini-0-gone', geminiError(404, 'models/gemini-0-gone is not found', 'NOT_FOUND'));
    vendor.script(openaiPath, openaiText('SUMMARY: from openai'));
    const env = vendorEnv(vendor.origin, { GEMINI_MODEL: 'gemini-0-gone' });
    const moved = await eventsOf(await harness(env).post(founderBody()));
    expect(moved.at(-1)).toMatchObject({ event: 'result', data: { text: 'SUMMARY: from openai', provider: 'openai' } });

    vendor.script('gemini-0-gone', geminiError(404, 'models/gemini-0-gone is not found', 'NOT_FOUND'));
    const alone = await eventsOf(await harness({ ...env, OPENAI_API_KEY: undefined }).post(founderBody()));
    expect(alone.at(-1)).toEqual({
      event: 'error',
      data: { message: 'The Gemini model "gemini-0-gone" does not exist. Set GEMINI_MODEL to a current model.' },
    });
  });

  it("calls the content's default models with what each accepts when no model variable is set", async () => {
    vendor.script('gemini-3.8-flash:streamGenerateContent', geminiError(429, rateLimitMessage));
    vendor.script(openaiPath, openaiText('SUMMARY: from the default model'));
    const env = vendorEnv(vendor.origin, { GEMINI_MODEL: undefined, OPENAI_MODEL: undefined });
    const events = await eventsOf(await harness(env).post(founderBody()));
    expect(events.at(-1)?.data).toMatchObject({ provider: 'openai' });
    const [gemini, openai] = vendor.requests;
    expect(gemini?.path).toBe('/v1beta/models/gemini-3.8-flash:streamGenerateContent?alt=sse');
    // Both default families are `structured`: each asks for the JSON founder.yaml's sections make.
    const { name, schema } = answerSchema(founder);
    expect(gemini?.body).toMatchObject({
      generationConfig: {
        maxOutputTokens: 5000,
        thinkingConfig: { thinkingLevel: 'low' },
        responseMimeType: 'application/json',
        responseSchema: { type: 'object', propertyOrdering: schema.required },
      },
    });
    expect(gemini?.body).not.toHaveProperty('generationConfig.temperature');
    expect(openai?.body).toEqual({
      stream: true,
      stream_options: { include_usage: true },
      model: 'gpt-5.6-terra',
      messages: [{ role: 'user', content: founderPrompt() }],
      reasoning_effort: 'low',
      max_completion_tokens: 5000,
      response_format: { type: 'json_schema', json_schema: { name, schema, strict: true } },
    });
  });

  it('reports a refused parameter as a configuration error naming it, never retried as quota', async () => {
    vendor.script(openaiPath, openaiUnsupportedParameter('max_tokens'));
    // A reasoning model an operator picked while its family in content still says max_tokens.
    const h = harness(vendorEnv(vendor.origin, { GEMINI_API_KEY: undefined }));
    const events = await eventsOf(await h.post(founderBody()));
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: {
        message:
          'The OpenAI model "gpt-3.5-turbo" does not accept the request parameter "max_tokens". Correct its entry under modelFamilies in flows/app.yaml, or set OPENAI_MODEL to another model.',
      },
    });
    expect(events.filter((event) => event.event === 'status')).toEqual([]);
    expect(vendor.requests).toHaveLength(1);
    expect(h.sleeps).toEqual([]);
  });

  it('asks each vendor once whether its model exists and reports it on /api/status', async () => {
    vendor.script('/v1beta/models/gemini-1.5-pro', geminiError(404, 'models/gemini-1.5-pro is not found', 'NOT_FOUND'));
    vendor.script('/v1/models/gpt-3.5-turbo', { status: 200, body: { id: 'gpt-3.5-turbo', object: 'model' } });
    const h = harness(vendorEnv(vendor.origin));
    await h.checkModels();
    expect(vendor.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /v1beta/models/gemini-1.5-pro',
      'GET /v1/models/gpt-3.5-turbo',
    ]);
    expect(await (await h.app.request('/api/status')).json()).toEqual({
      mode: 'server',
      models: [
        { provider: 'gemini', model: 'gemini-1.5-pro', variable: 'GEMINI_MODEL', status: 'missing' },
        { provider: 'openai', model: 'gpt-3.5-turbo', variable: 'OPENAI_MODEL', status: 'available' },
      ],
    });
  });

  it('ignores VITE_-prefixed keys: the server reads its own variables only', async () => {
    const h = harness({ VITE_GEMINI_API_KEY: 'browser-key', VITE_OPENAI_API_KEY: 'browser-key' });
    expect(await (await h.app.request('/api/status')).json()).toEqual({ mode: 'offline', models: [] });
    expect((await h.post(founderBody())).status).toBe(503);
  });

  it('stops the vendor call when the browser goes away', async () => {
    vendor.script(geminiPath, { status: 200, hang: true });
    const h = harness(vendorEnv(vendor.origin));
    const browser = new AbortController();
    const response = await h.post(founderBody(), { signal: browser.signal });
    const reading = response.text().catch(() => 'aborted');
    await expect.poll(() => vendor.requests.length).toBe(1);
    browser.abort();
    await reading;
    await expect.poll(() => vendor.requests[0]?.abandoned).toBe(true);
    await expect.poll(() => h.inFlight.count).toBe(0);
  });

  it('gives up after the chain time limit with a message from content', async () => {
    vendor.script(geminiPath, { status: 200, hang: true });
    const h = harness(vendorEnv(vendor.origin), { chainMs: 300 });
    const events = await eventsOf(await h.post(founderBody()));
    expect(events.at(-1)).toEqual({
      event: 'error',
      data: { message: 'The analysis took longer than 1 seconds. Please try again in a few minutes.' },
    });
    await expect.poll(() => vendor.requests[0]?.abandoned).toBe(true);
  });

  it('holds each vendor attempt to the server limit', async () => {
    vendor.script(geminiPath, { status: 200, hang: true });
    const h = harness(vendorEnv(vendor.origin, { OPENAI_API_KEY: undefined }), { vendorAttemptMs: 200 });
    const events = await eventsOf(await h.post(founderBody()));
    expect(events.at(-1)?.data.message).toBe(
      'Analysis failed: Gemini did not respond within 200 ms. Please try again.',
    );
  });
});
