import type { Context } from 'hono';
import type { AnalysisPostBody } from '../../../../src/engine/analysis/backend/wire.ts';
import type { Content } from '../../../../src/engine/content/types.ts';
import { createServerApp, type ServerOptions } from '../../../../server/app.ts';
import { defaultLimits, type Limits } from '../../../../server/config/limits.ts';
import type { LogLine } from '../../../../server/http/requestLog.ts';
import { checkedContent } from '../../content/support/shippedContent.ts';
import { founderInput } from '../../analysis/support/content.ts';

/** The project's own checked content, as the server gets it at build time. */
export const content: Content = checkedContent();

export const origin = 'http://app.test';

/** The headers of a JSON POST from the app's own page. */
export const sameOriginJson = {
  'content-type': 'application/json',
  host: 'app.test',
  origin,
  'sec-fetch-site': 'same-origin',
} as const;

/**
 * Provider variables as an operator sets them on the server, pointing at the local fake vendors.
 * The spec's models, so these tests hold the server to the spec's requests; `defaultModels`
 * leaves the model variables unset (the content's defaults).
 */
export function vendorEnv(vendorOrigin: string, overrides: Record<string, string | undefined> = {}) {
  return {
    GEMINI_API_KEY: 'server-gemini-key',
    GEMINI_BASE_URL: vendorOrigin,
    GEMINI_MODEL: 'gemini-1.5-pro',
    OPENAI_API_KEY: 'server-openai-key',
    OPENAI_BASE_URL: `${vendorOrigin}/v1`,
    OPENAI_MODEL: 'gpt-3.5-turbo',
    ...overrides,
  };
}

export interface Harness {
  app: ReturnType<typeof createServerApp>['app'];
  inFlight: ReturnType<typeof createServerApp>['inFlight'];
  checkModels: ReturnType<typeof createServerApp>['checkModels'];
  sleeps: number[];
  log: LogLine[];
  /** POSTs an analysis request from the app's own origin (or with the given headers). */
  post: (
    body: unknown,
    init?: { headers?: Record<string, string>; client?: string; signal?: AbortSignal },
  ) => Promise<Response>;
}

/** The server app with injected sleep (no real back-off waits) and a client address read from a test header. */
export function harness(
  env: Record<string, string | undefined>,
  limits: Partial<Limits> = {},
  extra: Partial<ServerOptions> = {},
): Harness {
  const sleeps: number[] = [];
  const log: LogLine[] = [];
  const { app, inFlight, checkModels } = createServerApp({
    content: () => content,
    env,
    limits: { ...defaultLimits, ...limits },
    address: (c: Context) => c.req.header('x-test-client') ?? '203.0.113.1',
    sleep: async (ms) => {
      sleeps.push(ms);
    },
    log: (line) => log.push(line),
    ...extra,
  });
  return {
    app,
    inFlight,
    checkModels,
    sleeps,
    log,
    post: async (body, init = {}) =>
      await app.request(
        '/api/analysis',
        {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            host: 'app.test',
            origin,
            'sec-fetch-site': 'same-origin',
            ...(init.client ? { 'x-test-client': init.client } : {}),
            ...init.headers,
          },
          body: typeof body === 'string' ? body : JSON.stringify(body),
          ...(init.signal ? { signal: init.signal } : {}),
        },
        undefined,
      ),
  };
}

export function founderBody(overrides: Partial<AnalysisPostBody> = {}): AnalysisPostBody {
  return { flowId: 'founder', analysisId: 'founder', answers: founderInput(), ...overrides };
}

export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/** Every server-sent event of a finished response, data parsed. */
export async function eventsOf(response: Response): Promise<SseEvent[]> {
  const text = await response.text();
  return text
    .split('\n\n')
    .filter((block) => block.trim() !== '')
    .map((block) => {
      const event = /^event: ?(.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: ?(.*)$/m.exec(block)?.[1] ?? '{}';
      return { event, data: JSON.parse(data) as Record<string, unknown> };
    });
}

export async function refusalOf(response: Response): Promise<{ code: string; message: string }> {
  const body = (await response.json()) as { error: { code: string; message: string } };
  return body.error;
}
