import type { Context, MiddlewareHandler } from 'hono';
import { MemoryStore, RedisStore, rateLimiter, type RedisClient, type Store } from 'hono-rate-limiter';
import { fillMessage, type ServerMessages } from '../../src/engine/index.ts';
import type { Limits } from '../config/limits.ts';
import { refuse, type AppEnv, type RefusalCode } from '../http/appEnv.ts';
import type { ClientAddress } from './clientAddress.ts';

const minute = 60_000;
const day = 24 * 60 * minute;

/** The counters behind the limits: in this process, or in Redis so several instances share them. */
export interface LimitStores {
  window: Store<AppEnv>;
  daily: Store<AppEnv>;
  inProgress: Store<AppEnv>;
  overall: Store<AppEnv>;
  /** Event batches per address. */
  events: Store<AppEnv>;
  /** Failed owner sign-ins per address. */
  ownerSignIn: Store<AppEnv>;
  /** Failed owner sign-ins from every address together, per minute. */
  ownerSignInOverall: Store<AppEnv>;
  completions: Store<AppEnv>;
  /** Saved-answers requests per address, and saves written per day by everyone. */
  saves: Store<AppEnv>;
  savesOverall: Store<AppEnv>;
}

export function memoryStores(): LimitStores {
  return {
    window: new MemoryStore(),
    daily: new MemoryStore(),
    inProgress: new MemoryStore(),
    overall: new MemoryStore(),
    events: new MemoryStore(),
    ownerSignIn: new MemoryStore(),
    ownerSignInOverall: new MemoryStore(),
    completions: new MemoryStore(),
    saves: new MemoryStore(),
    savesOverall: new MemoryStore(),
  };
}

export function redisStores(client: RedisClient, prefix = 'advisory:'): LimitStores {
  const store = (name: string) => new RedisStore<AppEnv>({ client, prefix: `${prefix}${name}:` });
  return {
    window: store('window'),
    daily: store('daily'),
    inProgress: store('in-progress'),
    overall: store('overall'),
    events: store('events'),
    ownerSignIn: store('owner-sign-in'),
    ownerSignInOverall: store('owner-sign-in-overall'),
    completions: store('completions'),
    saves: store('saves'),
    savesOverall: store('saves-overall'),
  };
}

export interface AnalysisLimitOptions {
  limits: Limits;
  stores: LimitStores;
  address: ClientAddress;
  messages: () => ServerMessages;
  now: () => number;
}

/** Whole units until `reset`, at least one. */
function unitsUntil(reset: Date | undefined, now: number, unit: number): number {
  return Math.max(1, Math.ceil(((reset?.getTime() ?? now + unit) - now) / unit));
}

interface LimitInfo {
  resetTime?: Date;
  used?: number;
  limit?: number;
}

export interface LimitSpec {
  name: string;
  windowMs: number;
  limit: number;
  store: Store<AppEnv>;
  key: (c: Context<AppEnv>) => string;
  status: 429 | 503;
  code: RefusalCode;
  message: (info: LimitInfo) => string;
  /**
   * What the client is told about this limit: 'policy' sends the RateLimit-* headers on every
   * answer and Retry-After on a refusal (the window a client can act on), 'retry-after' only the
   * latter, 'none' neither (an in-progress slot frees when the analysis ends, not at a time).
   */
  headers: 'policy' | 'retry-after' | 'none';
  /**
   * 'failures': only answers with `failureStatus` count (a wrong password's 401); otherwise only
   * answers that were not refused (below 400) count.
   */
  counts?: 'successes' | 'failures';
  failureStatus?: number;
}

/**
 * One counting limit. Every request counts when it comes in (hono-rate-limiter increments
 * first, so concurrent requests cannot slip past together); the library then gives the hit back
 * for the requests that should not count, deciding by `requestWasSuccessful`. A request this
 * limit refuses is given back exactly once, by that same rule: it is judged as the kind the limit
 * does not count (the library judges a refused request before its handler runs, so its status
 * cannot tell). Giving it back a second time here would let every other request past a limit
 * that counts failures (a lockout answering 401, 429, 401, 429…). So hammering a limit never
 * pushes its reset further away, a lockout stays locked, and failed analyses give theirs back in `settle`.
 */
function countingLimit(spec: LimitSpec, now: () => number): MiddlewareHandler<AppEnv> {
  const countsFailures = spec.counts === 'failures';
  const failureStatus = spec.failureStatus ?? 401;
  const refused = (c: Context<AppEnv>) => {
    const info = c.get(spec.name as never) as LimitInfo | undefined;
    return info?.used !== undefined && info.limit !== undefined && info.used > info.limit;
  };
  return rateLimiter<AppEnv>({
    windowMs: spec.windowMs,
    limit: spec.limit,
    store: spec.store,
    keyGenerator: spec.key,
    requestPropertyName: spec.name,
    standardHeaders: spec.headers === 'policy' ? 'draft-6' : false,
    ...(countsFailures ? { skipSuccessfulRequests: true } : { skipFailedRequests: true }),
    // "Successful" in the library's sense: true gives the hit back when failures count, false when successes do.
    requestWasSuccessful: (c) =>
      refused(c) ? countsFailures : countsFailures ? c.res.status !== failureStatus : c.res.status < 400,
    handler: (c) => {
      const info = (c.get(spec.name as never) as LimitInfo | undefined) ?? {};
      if (spec.headers === 'retry-after') c.header('Retry-After', String(unitsUntil(info.resetTime, now(), 1000)));
      return refuse(c, spec.status, spec.code, spec.message(info));
    },
  });
}

/**
 * A limit that cannot count (its store is down or stalled) refuses with 503, which the browser
 * answers with its offline analyzer: no vendor call runs unmetered. A store that fails once the
 * request was handled (giving back a refused request's hit) leaves the answer as it was.
 */
function failClosed(
  inner: MiddlewareHandler<AppEnv>,
  unavailable: (c: Context<AppEnv>) => Response,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // What happened inside the limiter: whether it let the request through, and what failed after.
    const seen: { reached: boolean; downstream?: { error: unknown } } = { reached: false };
    try {
      return await inner(c, async () => {
        seen.reached = true;
        try {
          await next();
        } catch (error) {
          seen.downstream = { error };
          throw error;
        }
      });
    } catch {
      if (seen.downstream) throw seen.downstream.error;
      if (!seen.reached) return unavailable(c);
    }
  };
}

/**
 * A counting limit that refuses with 503 (`limits-unavailable`, `unavailable` the message) while
 * its store cannot be reached, instead of failing the request.
 */
export function limiter(
  spec: LimitSpec,
  unavailable: () => string,
  now: () => number = Date.now,
): MiddlewareHandler<AppEnv> {
  return failClosed(countingLimit(spec, now), (c) => refuse(c, 503, 'limits-unavailable', unavailable()));
}

export interface PerWindowOptions {
  name: string;
  limit: number;
  windowMinutes: number;
  store: Store<AppEnv>;
  key: (c: Context<AppEnv>) => string;
  /** The content's message, with {limit}, {windowMinutes} and {minutes} (until the window frees a request). */
  rateLimited: () => string;
  now: () => number;
}

/** A limit of `limit` requests per address per window: 429 with the RateLimit headers and when to try again. */
export function perWindowSpec({
  name,
  limit,
  windowMinutes,
  store,
  key,
  rateLimited,
  now,
}: PerWindowOptions): LimitSpec {
  return {
    name,
    windowMs: windowMinutes * minute,
    limit,
    store,
    key,
    status: 429,
    code: 'rate-limited',
    headers: 'policy',
    message: (info) =>
      fillMessage(rateLimited(), { limit, windowMinutes, minutes: unitsUntil(info.resetTime, now(), minute) }),
  };
}

/**
 * The per-client and overall limits on starting an analysis, in the order they are checked:
 * per address per window and per day (429, saying when to try again), one analysis in progress
 * per address (429), and the overall daily cap (503: the browser falls back to the offline analyzer).
 * A limit whose counter cannot be reached refuses with 503 as well.
 */
export function analysisLimits({ limits, stores, address, messages, now }: AnalysisLimitOptions) {
  const all = () => 'all';
  const specs: LimitSpec[] = [
    perWindowSpec({
      name: 'windowLimit',
      limit: limits.analysesPerWindow,
      windowMinutes: limits.windowMinutes,
      store: stores.window,
      key: address,
      rateLimited: () => messages().rateLimited,
      now,
    }),
    {
      name: 'dailyLimit',
      windowMs: day,
      limit: limits.analysesPerDay,
      store: stores.daily,
      key: address,
      status: 429,
      code: 'daily-limited',
      headers: 'retry-after',
      message: (info) =>
        fillMessage(messages().dailyLimited, {
          limit: limits.analysesPerDay,
          hours: unitsUntil(info.resetTime, now(), 60 * minute),
        }),
    },
    // Held for the whole analysis; the window only frees a slot a crashed instance never released.
    {
      name: 'inProgressLimit',
      windowMs: limits.chainMs + limits.shutdownGraceMs,
      limit: limits.analysesInProgressPerClient,
      store: stores.inProgress,
      key: address,
      status: 429,
      code: 'in-progress',
      headers: 'none',
      message: () => messages().inProgress,
    },
    {
      name: 'overallLimit',
      windowMs: day,
      limit: limits.analysesPerDayOverall,
      store: stores.overall,
      key: all,
      status: 503,
      code: 'at-capacity',
      headers: 'none',
      message: () => messages().atCapacity,
    },
  ];
  /** False when the store could not be reached: the hit stays until its window ends. */
  const giveBack = async (store: Store<AppEnv>, key: string) => {
    try {
      await store.decrement(key);
      return true;
    } catch {
      return false;
    }
  };
  return {
    middleware: specs.map((spec) => limiter(spec, () => messages().atCapacity, now)),
    /**
     * Frees the analysis's in-progress slot and, with `refund` (it delivered nothing), gives its
     * hits back to the window, daily and overall counters. Never throws; false when a counter
     * could not be reached (Redis down), whose hit then lasts until its window ends.
     */
    settle: async (c: Context<AppEnv>, refund: boolean): Promise<boolean> => {
      const client = address(c);
      const done = await Promise.all([
        giveBack(stores.inProgress, client),
        ...(refund
          ? [giveBack(stores.window, client), giveBack(stores.daily, client), giveBack(stores.overall, all())]
          : []),
      ]);
      return done.every(Boolean);
    },
  };
}
