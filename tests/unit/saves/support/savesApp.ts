import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { createServerApp } from '../../../../server/app.ts';
import { defaultLimits, type Limits } from '../../../../server/config/limits.ts';
import type { DatabaseHandle } from '../../../../server/db/databaseHandle.ts';
import type { Database } from '../../../../server/db/schema.ts';
import type { LogLine } from '../../../../server/http/requestLog.ts';
import { savesPath } from '../../../../src/engine/saveForLater/savesWire.ts';
import { collectContent } from '../../completions/support/completionsApp.ts';

/** The database as the server's handle gives it: always there (or never, with undefined). */
function handleFor(db: Kysely<Database> | undefined): DatabaseHandle {
  return {
    current: () => db,
    check: () => Promise.resolve(db ? { ok: true } : { ok: false, reason: 'none' }),
    firstAttempt: Promise.resolve(),
    ready: Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** The headers a page of the app's own origin sends. */
export const sameOrigin = { host: 'app.test', origin: 'http://app.test', 'sec-fetch-site': 'same-origin' };

/**
 * The server app with a database for saved answers (and completions), its request log, and one
 * call per method on /api/saves/<id> with the link's token.
 */
export function savesApp(
  db: Kysely<Database> | undefined,
  options: { limits?: Partial<Limits>; now?: () => number; client?: string } = {},
) {
  const problems: string[] = [];
  const log: LogLine[] = [];
  const { app } = createServerApp({
    content: () => collectContent,
    env: {},
    limits: { ...defaultLimits, ...options.limits },
    address: (c: Context) => c.req.header('x-test-client') ?? options.client ?? '203.0.113.7',
    database: handleFor(db),
    ...(db ? { completions: { db: () => db, webhooks: false, queued: () => undefined } } : {}),
    ...(options.now ? { now: options.now } : {}),
    problem: (line) => problems.push(line),
    log: (line) => log.push(line),
  });
  const call = (method: string, id: string, token: string, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(`${savesPath}/${id}`, {
      method,
      headers: {
        ...sameOrigin,
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  return {
    app,
    problems,
    log,
    put: (id: string, token: string, sealed: string, headers?: Record<string, string>) =>
      call('PUT', id, token, { sealed }, headers),
    get: (id: string, token: string, headers?: Record<string, string>) => call('GET', id, token, undefined, headers),
    remove: (id: string, token: string) => call('DELETE', id, token),
    call,
  };
}
