import { describe, expect, it } from 'vitest';
import { createProviders, isLimitFailure, runProviderChain } from '../../../src/engine/analysis/direct.ts';
import { unsupportedParameter } from '../../../src/engine/analysis/chain/describeFailure.ts';
import type { ProviderSettings } from '../../../src/engine/content/types.ts';
import { providerSettings } from './support/content.ts';
import { useFakeServer } from './support/fakeServer.ts';
import {
  geminiError,
  geminiText,
  openaiError,
  openaiText,
  quotaMessage,
  rateLimitMessage,
} from '../../support/vendorWire.ts';

const geminiPath = '/v1beta/models/gemini-1.5-pro:streamGenerateContent?alt=sse';
const openaiPath = '/v1/chat/completions';

const server = useFakeServer();

function env(overrides: Record<string, string | undefined> = {}): Record<string, string | undefined> {
  return {
    VITE_GEMINI_API_KEY: 'gemini-test-key',
    VITE_GEMINI_BASE_URL: server.origin,
    VITE_OPENAI_API_KEY: 'openai-test-key',
    VITE_OPENAI_BASE_URL: `${server.origin}/v1`,
    ...overrides,
  };
}

function only(id: ProviderSettings['id'], overrides: Partial<ProviderSettings> = {}): ProviderSettings[] {
  return providerSettings.filter((entry) => entry.id === id).map((entry) => ({ ...entry, ...overrides }));
}

describe('Gemini provider (real SDK, local server)', () => {
  it('sends the prompt with the key in a header and returns the text', async () => {
    server.script(geminiPath, geminiText('SUMMARY: ok'));
    const [gemini] = createProviders(only('gemini'), env(), 1000);
    await expect(gemini?.complete({ prompt: 'Analyse this startup' })).resolves.toBe('SUMMARY: ok');
    const [request] = server.requests;
    expect(request?.path).toBe(geminiPath);
    expect(request?.headers['x-goog-api-key']).toBe('gemini-test-key');
    expect(request?.body).toMatchObject({ contents: [{ role: 'user', parts: [{ text: 'Analyse this startup' }] }] });
  });

  it('uses the model named by modelEnv', async () => {
    server.script('gemini-2.0-flash', geminiText('fine'));
    const [gemini] = createProviders(only('gemini'), env({ VITE_GEMINI_MODEL: 'gemini-2.0-flash' }), 1000);
    await expect(gemini?.complete({ prompt: 'p' })).resolves.toBe('fine');
    expect(server.requests[0]?.path).toBe('/v1beta/models/gemini-2.0-flash:streamGenerateContent?alt=sse');
  });

  it("sends the spec's model the analysis's token budget as maxOutputTokens and nothing else", async () => {
    server.script(geminiPath, geminiText('fine'));
    const [gemini] = createProviders(only('gemini'), env(), 1500);
    await gemini?.complete({ prompt: 'p' });
    expect((server.requests[0]?.body as { generationConfig: unknown }).generationConfig).toEqual({
      maxOutputTokens: 1500,
    });
  });

  it('asks a Gemini 3 model to think little, with room for its thinking, and leaves the temperature to it', async () => {
    server.script('gemini-3.8-flash', geminiText('fine'));
    const [gemini] = createProviders(only('gemini'), env({ VITE_GEMINI_MODEL: 'gemini-3.8-flash' }), 1000);
    await gemini?.complete({ prompt: 'p' });
    expect(server.requests[0]?.path).toBe('/v1beta/models/gemini-3.8-flash:streamGenerateContent?alt=sse');
    expect((server.requests[0]?.body as { generationConfig: unknown }).generationConfig).toEqual({
      maxOutputTokens: 5000,
      thinkingConfig: { thinkingLevel: 'low' },
    });
  });

  it("passes a family's temperature as generationConfig", async () => {
    server.script(geminiPath, geminiText('fine'));
    const families = [{ match: ['gemini-1.5'], temperature: 0.2 }];
    const [gemini] = createProviders(only('gemini', { modelFamilies: families }), env(), 1000);
    await gemini?.complete({ prompt: 'p' });
    expect(server.requests[0]?.body).toMatchObject({ generationConfig: { maxOutputTokens: 1000, temperature: 0.2 } });
  });

  it('reports an empty answer', async () => {
    server.script(geminiPath, { status: 200, body: { candidates: [] } });
    const [gemini] = createProviders(only('gemini'), env(), 1000);
    await expect(gemini?.complete({ prompt: 'p' })).rejects.toThrow('Empty response from Gemini API');
  });

  it('surfaces a 429 as a limit failure', async () => {
    server.script(geminiPath, geminiError(429, quotaMessage));
    const [gemini] = createProviders(only('gemini'), env(), 1000);
    const error: unknown = await gemini?.complete({ prompt: 'p' }).catch((caught: unknown) => caught);
    expect(isLimitFailure(error)).toBe(true);
    expect(String(error)).toContain('exceeded your current quota');
  });

  it('gives up after its timeout when the server never answers', async () => {
    server.script(geminiPath, { status: 200, hang: true });
    const [gemini] = createProviders(only('gemini', { timeoutMs: 150 }), env(), 1000);
    const started = Date.now();
    await expect(gemini?.complete({ prompt: 'p' })).rejects.toThrow('Gemini did not respond within 150 ms');
    expect(Date.now() - started).toBeLessThan(2000);
  });
});

describe('OpenAI provider (real SDK, local server)', () => {
  it('sends one user message with the spec model, temperature and max_tokens, and reads the first choice', async () => {
    server.script(openaiPath, openaiText('SUMMARY: from openai'));
    const [openai] = createProviders(only('openai'), env(), 1500);
    await expect(openai?.complete({ prompt: 'Analyse this product' })).resolves.toBe('SUMMARY: from openai');
    const [request] = server.requests;
    expect(request?.path).toBe(openaiPath);
    expect(request?.headers.authorization).toBe('Bearer openai-test-key');
    expect(request?.body).toEqual({
      stream: true,
      stream_options: { include_usage: true },
      model: 'gpt-3.5-turbo',
      messages: [{ role: 'user', content: 'Analyse this product' }],
      temperature: 0.7,
      max_tokens: 1500,
    });
  });

  it('reports an empty answer', async () => {
    server.script(openaiPath, openaiText(null));
    const [openai] = createProviders(only('openai'), env(), 1000);
    await expect(openai?.complete({ prompt: 'p' })).rejects.toThrow('Empty response from OpenAI API');
  });

  it('does not retry inside the SDK (one request per call)', async () => {
    server.script(openaiPath, openaiError(500, 'server exploded', 'server_error'));
    const [openai] = createProviders(only('openai'), env(), 1000);
    await expect(openai?.complete({ prompt: 'p' })).rejects.toThrow('server exploded');
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after its timeout when the server never answers', async () => {
    server.script(openaiPath, { status: 200, hang: true });
    const [openai] = createProviders(only('openai', { timeoutMs: 150 }), env(), 1000);
    await expect(openai?.complete({ prompt: 'p' })).rejects.toThrow('OpenAI did not respond within 150 ms');
  });

  it('stops when the caller aborts', async () => {
    server.script(openaiPath, { status: 200, hang: true });
    const [openai] = createProviders(only('openai'), env(), 1000);
    const controller = new AbortController();
    const pending = openai?.complete({ prompt: 'p', signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(pending).rejects.toThrow('The analysis was cancelled');
  });
});

describe('OpenAI request per model family', () => {
  const ask = async (model: string, budget = 1000) => {
    server.script(openaiPath, openaiText('fine'));
    const [openai] = createProviders(only('openai'), env({ VITE_OPENAI_MODEL: model }), budget);
    await openai?.complete({ prompt: 'p' });
    return server.requests.at(-1)?.body;
  };

  it("sends the spec's model the spec's request: temperature 0.7 and max_tokens", async () => {
    expect(await ask('gpt-3.5-turbo', 1000)).toEqual({
      stream: true,
      stream_options: { include_usage: true },
      model: 'gpt-3.5-turbo',
      messages: [{ role: 'user', content: 'p' }],
      temperature: 0.7,
      max_tokens: 1000,
    });
  });

  it('sends a reasoning model max_completion_tokens with room to think, a reasoning effort and no temperature', async () => {
    expect(await ask('gpt-5.6-terra', 1500)).toEqual({
      stream: true,
      stream_options: { include_usage: true },
      model: 'gpt-5.6-terra',
      messages: [{ role: 'user', content: 'p' }],
      reasoning_effort: 'low',
      max_completion_tokens: 5500,
    });
    expect(await ask('o3-mini')).toMatchObject({ max_completion_tokens: 5000, reasoning_effort: 'low' });
  });

  it('sends a non-reasoning current model max_completion_tokens and its temperature', async () => {
    expect(await ask('gpt-4.1-mini')).toEqual({
      stream: true,
      stream_options: { include_usage: true },
      model: 'gpt-4.1-mini',
      messages: [{ role: 'user', content: 'p' }],
      temperature: 0.7,
      max_completion_tokens: 1000,
    });
  });

  it('sends a model no family names only what every chat model takes', async () => {
    expect(await ask('some-new-model')).toEqual({
      stream: true,
      stream_options: { include_usage: true },
      model: 'some-new-model',
      messages: [{ role: 'user', content: 'p' }],
      max_completion_tokens: 1000,
    });
  });

  it("reads OpenAI's 400 for max_tokens on a reasoning model as the parameter it refused, not a limit", async () => {
    // Nothing scripted: the fake vendor refuses max_tokens for a reasoning model on its own, as OpenAI does.
    const families = [{ match: ['gpt-5'], tokenLimit: 'max_tokens' as const }];
    const [openai] = createProviders(
      only('openai', { modelFamilies: families }),
      env({ VITE_OPENAI_MODEL: 'gpt-5.6-terra' }),
      1000,
    );
    const error: unknown = await openai?.complete({ prompt: 'p' }).catch((caught: unknown) => caught);
    expect(server.requests[0]?.body).toMatchObject({ max_tokens: 1000 });
    expect(unsupportedParameter(error)).toBe('max_tokens');
    expect(isLimitFailure(error)).toBe(false);
  });
});

describe('checkModel (asked once when the server starts)', () => {
  it("asks Gemini's models.get for the configured model with the key in a header", async () => {
    server.script('/v1beta/models/gemini-1.5-pro', { status: 200, body: { name: 'models/gemini-1.5-pro' } });
    const [gemini] = createProviders(only('gemini'), env(), 1);
    await expect(gemini?.checkModel()).resolves.toEqual({ status: 'available' });
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/v1beta/models/gemini-1.5-pro' });
    expect(server.requests[0]?.headers['x-goog-api-key']).toBe('gemini-test-key');
  });

  it("asks OpenAI's models.retrieve, and reads a 404 as a missing model", async () => {
    server.script(
      '/v1/models/gpt-3.5-turbo',
      openaiError(404, "The model 'gpt-3.5-turbo' does not exist", 'model_not_found'),
    );
    const [openai] = createProviders(only('openai'), env(), 1);
    await expect(openai?.checkModel()).resolves.toEqual({ status: 'missing' });
    expect(server.requests[0]).toMatchObject({ method: 'GET', path: '/v1/models/gpt-3.5-turbo' });
  });

  it('says what stopped it when the vendor cannot be asked', async () => {
    server.script('/v1beta/models/', geminiError(403, 'API key not valid', 'PERMISSION_DENIED'));
    const [gemini] = createProviders(only('gemini'), env(), 1);
    await expect(gemini?.checkModel()).resolves.toEqual({ status: 'unknown', detail: 'status 403' });
    const [offline] = createProviders(only('openai'), env({ VITE_OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }), 1);
    await expect(offline?.checkModel()).resolves.toEqual({ status: 'unknown', detail: 'not reachable' });
  });
});

describe('createProviders', () => {
  it('skips providers without a key and keeps the configured order', () => {
    expect(createProviders(providerSettings, env(), 1000).map((provider) => provider.id)).toEqual(['gemini', 'openai']);
    expect(
      createProviders(providerSettings, env({ VITE_GEMINI_API_KEY: '' }), 1000).map((provider) => provider.id),
    ).toEqual(['openai']);
    expect(createProviders(providerSettings, {}, 1000)).toEqual([]);
  });
});

describe('runProviderChain', () => {
  const chain = (): ReturnType<typeof createProviders> => createProviders(providerSettings, env(), 1000);

  it('returns the first provider that answers', async () => {
    server.script(geminiPath, geminiText('from gemini'));
    await expect(runProviderChain(chain(), { prompt: 'p' })).resolves.toEqual({
      ok: true,
      text: 'from gemini',
      provider: 'gemini',
      model: 'gemini-1.5-pro',
      usage: { input: 500, output: 200 },
    });
    expect(server.requests.map((request) => request.path)).toEqual([geminiPath]);
  });

  it('moves to OpenAI when Gemini is rate limited (429)', async () => {
    server.script(geminiPath, geminiError(429, rateLimitMessage));
    server.script(openaiPath, openaiText('from openai'));
    await expect(runProviderChain(chain(), { prompt: 'the prompt' })).resolves.toEqual({
      ok: true,
      text: 'from openai',
      provider: 'openai',
      model: 'gpt-3.5-turbo',
      usage: { input: 500, output: 200 },
    });
    expect(server.requests.map((request) => request.path)).toEqual([geminiPath, openaiPath]);
    expect(server.requests[1]?.body).toMatchObject({
      messages: [{ role: 'user', content: 'the prompt' }],
      max_tokens: 1000,
    });
  });

  it('moves on when the message mentions quota even without a 429', async () => {
    server.script(geminiPath, geminiError(403, 'Quota exceeded for this project'));
    server.script(openaiPath, openaiText('from openai'));
    await expect(runProviderChain(chain(), { prompt: 'p' })).resolves.toMatchObject({ ok: true, provider: 'openai' });
  });

  it('reports both limits when every provider is limited', async () => {
    server.script(geminiPath, geminiError(429, quotaMessage));
    server.script(openaiPath, openaiError(429, 'Rate limit reached for requests', 'rate_limit_exceeded'));
    const outcome = await runProviderChain(chain(), { prompt: 'p' });
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'limited' } });
    if (outcome.ok || outcome.failure.kind !== 'limited') throw new Error('expected a limited outcome');
    expect(outcome.failure.failures.map((failure) => failure.provider)).toEqual(['gemini', 'openai']);
  });

  it('stops at a failure that is not a limit', async () => {
    server.script(geminiPath, geminiError(400, 'API key not valid'));
    const outcome = await runProviderChain(chain(), { prompt: 'p' });
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'failed', provider: 'gemini' } });
    expect(server.requests.map((request) => request.path)).toEqual([geminiPath]);
  });
});
