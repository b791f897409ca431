import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Kysely } from 'kysely';
import { type Content, type FlowContent, flowSteps } from '../../src/engine/index.ts';
import type { Limits } from '../config/limits.ts';
import type { DatabaseHandle } from '../db/databaseHandle.ts';
import type { Database } from '../db/schema.ts';
import { refuse, type AppEnv } from '../http/appEnv.ts';
import { sameOriginOnly } from '../http/sameOrigin.ts';
import { databaseUnavailable } from '../http/databaseUnavailable.ts';
import { flowDetails, funnel, type Period } from '../insights/funnel.ts';
import { limiter, type LimitStores } from '../limits/analysisLimits.ts';
import type { ClientAddress } from '../limits/clientAddress.ts';
import { endSession, passwordMatches, sessionIsLive, startSession } from './ownerSessions.ts';
import { periodFrom } from './period.ts';
import { ownerCompletionRoutes } from '../completions/ownerCompletionRoutes.ts';

export const ownerApiPath = '/api/owner';
const cookieName = 'owner_session';
const minute = 60_000;
const signInBodyBytes = 4096;
const signInUnavailable = () => 'Sign-in is unavailable for a moment; please try again.';

export interface OwnerRouteOptions {
  password: string;
  content: () => Content;
  database: DatabaseHandle;
  limits: Limits;
  stores: LimitStores;
  address: ClientAddress;
  /** Whether the visitor used HTTPS (behind a trusted proxy, its X-Forwarded-Proto). */
  overHttps: (c: Context<AppEnv>) => boolean;
  now: () => number;
}

/** Cache-Control: no-store on the answer, whoever wrote it (a refusal included). */
export const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', 'no-store');
};

/**
 * The owner's API, mounted at /api/owner when OWNER_PASSWORD is set: sign in and out (a session
 * kept in the database, an HttpOnly SameSite=Strict cookie, Secure over HTTPS; wrong passwords
 * limited per address), and the flows' funnels and details for a signed-in owner.
 */
export function ownerRoutes(options: OwnerRouteOptions): Hono<AppEnv> {
  const { limits, now } = options;
  const route = new Hono<AppEnv>();
  // Nothing the owner's API answers may be kept by a browser or a cache on the way.
  route.use('*', noStore);
  const { overHttps } = options;
  const sameOrigin = sameOriginOnly(() => 'The owner’s area answers its own pages only.');

  /** The database for a signed-in owner's request; refuses otherwise. */
  const signedIn: MiddlewareHandler<AppEnv> = async (c, next) => {
    const token = getCookie(c, cookieName);
    if (!token) return refuse(c, 401, 'unauthorized', 'Sign in to see this.');
    const db = options.database.current();
    if (!db) return databaseUnavailable(c);
    try {
      if (!(await sessionIsLive(db, options.password, token, now())))
        return refuse(c, 401, 'unauthorized', 'Your session has ended; sign in again.');
    } catch {
      return databaseUnavailable(c);
    }
    await next();
  };

  route.post(
    '/session',
    sameOrigin,
    bodyLimit({ maxSize: signInBodyBytes, onError: (c: Context<AppEnv>) => refuse(c, 413, 'too-large', 'Too long.') }),
    // After the allowed wrong passwords from an address, no password from it is checked (the
    // right one included) until the window passes; and however many addresses guess, no more than
    // ownerSignInChecksPerMinute wrong passwords a minute are checked in all. Only 401s count.
    limiter(
      {
        name: 'ownerSignInLimit',
        windowMs: limits.windowMinutes * minute,
        limit: limits.ownerSignInFailuresPerWindow,
        store: options.stores.ownerSignIn,
        key: options.address,
        counts: 'failures',
        status: 429,
        code: 'rate-limited',
        headers: 'policy',
        message: () => `Too many wrong passwords; try again in ${limits.windowMinutes} minutes.`,
      },
      signInUnavailable,
    ),
    limiter(
      {
        name: 'ownerSignInOverallLimit',
        windowMs: minute,
        limit: limits.ownerSignInChecksPerMinute,
        store: options.stores.ownerSignInOverall,
        key: () => 'all',
        counts: 'failures',
        status: 429,
        code: 'rate-limited',
        headers: 'retry-after',
        message: () => 'Too many wrong passwords on this server; try again in a minute.',
      },
      signInUnavailable,
    ),
    async (c) => {
      const body: unknown = await c.req.json().catch(() => undefined);
      const password =
        typeof body === 'object' && body !== null && 'password' in body && typeof body.password === 'string'
          ? body.password
          : undefined;
      if (password === undefined) return refuse(c, 400, 'invalid', 'Send {"password": "…"} as JSON.');
      if (!passwordMatches(password, options.password)) return refuse(c, 401, 'unauthorized', 'Wrong password.');
      const db = options.database.current();
      if (!db) return databaseUnavailable(c);
      let token: string;
      try {
        token = await startSession(db, options.password, limits.ownerSessionHours, now());
      } catch {
        return databaseUnavailable(c);
      }
      setCookie(c, cookieName, token, {
        httpOnly: true,
        sameSite: 'Strict',
        secure: overHttps(c),
        path: '/',
        maxAge: limits.ownerSessionHours * 3600,
      });
      return c.body(null, 204);
    },
  );

  route.get('/session', signedIn, (c) => c.body(null, 204));

  route.delete('/session', sameOrigin, async (c) => {
    const token = getCookie(c, cookieName);
    const db = options.database.current();
    if (token && db) await endSession(db, options.password, token).catch(() => undefined);
    deleteCookie(c, cookieName, { path: '/', secure: overHttps(c) });
    return c.body(null, 204);
  });

  route.get('/flows', signedIn, (c) =>
    c.json(
      // In the home page's order.
      [...options.content().flows]
        .sort((a, b) => (a.card?.order ?? Infinity) - (b.card?.order ?? Infinity))
        .map((flow) => ({ id: flow.id, title: flow.card?.title ?? flow.id, steps: flowSteps(flow) })),
    ),
  );

  /** A flow's report over the asked period, or the refusal that says what is wrong with the query. */
  const report =
    <T>(read: (db: Kysely<Database>, flow: FlowContent, period: Period) => Promise<T>) =>
    async (c: Context<AppEnv>) => {
      const flow = options.content().flows.find((candidate) => candidate.id === c.req.query('flow'));
      if (!flow) return refuse(c, 400, 'invalid', 'flow names no flow of this app.');
      const period = periodFrom(c.req.query('from'), c.req.query('to'), now());
      if (typeof period === 'string') return refuse(c, 400, 'invalid', `${period}.`);
      const db = options.database.current();
      if (!db) return databaseUnavailable(c);
      try {
        return c.json(await read(db, flow, period));
      } catch {
        return databaseUnavailable(c);
      }
    };
  route.get('/funnel', signedIn, report(funnel));
  route.get('/details', signedIn, report(flowDetails));
  // Collected responses (JSON, CSV, delete) and the webhook delivery log.
  ownerCompletionRoutes(route, signedIn, { content: options.content, db: options.database.current, now });
  return route;
}
