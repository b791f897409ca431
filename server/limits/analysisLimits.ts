import type { Context, MiddlewareHandler } from 'hono';
import { MemoryStore, RedisStore, rateLimiter, type RedisClient, type Store } from 'hono-rate-limiter';
import type { ServerMessages } from '../../src/engine/content/types.ts';
import { fillMessage } from '../../src/engine/analysis/fillMessage.ts';
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
}

export function memoryStores(): LimitStores {
  return {
    window: new MemoryStore(),
    daily: new MemoryStore(),
    inProgress: new MemoryStore(),
    overall: new MemoryStore(),
    events: new MemoryStore(),
    ownerSignIn: new MemoryStore(),
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
}

/**
 * One counting limit. Refused and failed requests give their hit back, so a request this or a
 * later limit turns away does not use up the client's quota; with `counts: 'failures'` only
 * failed requests count (wrong passwords).
 */
export function limiter(
  options: {
    name: string;
    windowMs: number;
    limit: number;
    store: Store<AppEnv>;
    key: (c: Context<AppEnv>) => string;
    counts?: 'successes' | 'failures';
  },
  status: 429 | 503,
  code: RefusalCode,
  message: (info: LimitInfo) => string,
): MiddlewareHandler<AppEnv> {
  return rateLimiter<AppEnv>({
    windowMs: options.windowMs,
    limit: options.limit,
    store: options.store,
    keyGenerator: options.key,
    requestPropertyName: options.name,
    standardHeaders: status === 429 ? 'draft-6' : false,
    ...(options.counts === 'failures' ? { skipSuccessfulRequests: true } : { skipFailedRequests: true }),
    // hono-rate-limiter hands the handler's result back to Hono, which awaits it; its type says void.
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- see the line above
    handler: async (c) => {
      const info: unknown = c.get(options.name as never);
      // The limiter counts a hit it refuses (it judges success before the refusal is written):
      // give it back, so hammering a limit does not push the reset further away.
      await options.store.decrement(options.key(c));
      return refuse(c, status, code, message(info ?? {}));
    },
  });
}

/**
 * The per-client and overall limits on starting an analysis, in the order they are checked:
 * per address per window and per day (429, saying when to try again), one analysis in progress
 * per address (429), and the overall daily cap (503: the browser falls back to the offline analyzer).
 * `release` ends an accepted analysis's hold on its in-progress slot.
 */
export function analysisLimits({ limits, stores, address, messages, now }: AnalysisLimitOptions) {
  const inProgressKey = (c: Context<AppEnv>) => address(c);
  const middleware: MiddlewareHandler<AppEnv>[] = [
    limiter(
      {
        name: 'windowLimit',
        windowMs: limits.windowMinutes * minute,
        limit: limits.analysesPerWindow,
        store: stores.window,
        key: address,
      },
      429,
      'rate-limited',
      (info) =>
        fillMessage(messages().rateLimited, {
          limit: limits.analysesPerWindow,
          windowMinutes: limits.windowMinutes,
          minutes: unitsUntil(info.resetTime, now(), minute),
        }),
    ),
    limiter(
      { name: 'dailyLimit', windowMs: day, limit: limits.analysesPerDay, store: stores.daily, key: address },
      429,
      'daily-limited',
      (info) =>
        fillMessage(messages().dailyLimited, {
          limit: limits.analysesPerDay,
          hours: unitsUntil(info.resetTime, now(), 60 * minute),
        }),
    ),
    // Held for the whole analysis; the window only frees a slot a crashed instance never released.
    limiter(
      {
        name: 'inProgressLimit',
        windowMs: limits.chainMs + limits.shutdownGraceMs,
        limit: limits.analysesInProgressPerClient,
        store: stores.inProgress,
        key: inProgressKey,
      },
      429,
      'in-progress',
      () => messages().inProgress,
    ),
    limiter(
      {
        name: 'overallLimit',
        windowMs: day,
        limit: limits.analysesPerDayOverall,
        store: stores.overall,
        key: () => 'all',
      },
      503,
      'at-capacity',
      () => messages().atCapacity,
    ),
  ];
  return {
    middleware,
    release: async (c: Context<AppEnv>) => {
      await stores.inProgress.decrement(inProgressKey(c));
    },
  };
}
