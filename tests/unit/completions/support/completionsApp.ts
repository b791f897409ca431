import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { createServerApp } from '../../../../server/app.ts';
import type { Database } from '../../../../server/db/schema.ts';
import { defaultLimits, type Limits } from '../../../../server/config/limits.ts';
import type { Content } from '../../../../src/engine/content/types.ts';
import { checkedContent } from '../../content/support/shippedContent.ts';

/** The shipped content plus the Share Feedback fixture, the one flow that collects answers. */
export const collectContent: Content = checkedContent('tests/fixtures/collect-flow');

export const feedbackAnswers = {
  feedbackContact: { name: 'Ada Byron', email: 'ada@example.com' },
  feedbackQuestionnaire: { step: 1, answers: { rating: 'very', comment: 'Clear next steps and a kind advisor.' } },
};

export function completionBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    completionId: crypto.randomUUID(),
    flowId: 'feedback',
    score: 64,
    consent: true,
    answers: feedbackAnswers,
    ...overrides,
  };
}

/** The server app with a database (or none), a client address from a test header, and queued-message count. */
export function completionsApp(
  db: Kysely<Database> | undefined,
  options: { webhooks?: boolean; limits?: Partial<Limits>; now?: () => number } = {},
) {
  const warnings: string[] = [];
  let queued = 0;
  const { app } = createServerApp({
    content: () => collectContent,
    env: {},
    limits: { ...defaultLimits, ...options.limits },
    address: (c: Context) => c.req.header('x-test-client') ?? '203.0.113.1',
    ...(options.now ? { now: options.now } : {}),
    ...(db
      ? {
          completions: {
            db: () => db,
            webhooks: options.webhooks ?? false,
            queued: () => {
              queued += 1;
            },
          },
        }
      : {}),
    problem: (message) => warnings.push(message),
  });
  const post = (body: unknown, headers: Record<string, string> = {}) =>
    app.request('/api/completions', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        host: 'app.test',
        origin: 'http://app.test',
        'sec-fetch-site': 'same-origin',
        ...headers,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { app, post, warnings, queuedCount: () => queued };
}
