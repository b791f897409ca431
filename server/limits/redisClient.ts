import type { RedisClient } from 'hono-rate-limiter';
import { createClient } from 'redis';
import type { Dependency } from '../health/readiness.ts';
import type { LogWriter } from '../http/requestLog.ts';

export interface RedisConnection {
  /** The shape hono-rate-limiter's RedisStore calls; every call fails within `commandMs` while Redis is away. */
  client: RedisClient;
  /** Redis as /readyz reports it: one PING within the command timeout. */
  dependency: Dependency;
  close: () => void;
}

/** Longest wait between reconnection attempts: Redis back is noticed within this. */
const reconnectCapMs = 2000;

class RedisTimeout extends Error {}

/**
 * node-redis's own command timeout only covers a command still waiting to be written; one Redis
 * received but never answers (a stalled server) would wait forever, so every call is raced here.
 */
function within<T>(ms: number, call: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new RedisTimeout(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([call(), late]).finally(() => clearTimeout(timer));
}

/**
 * node-redis on REDIS_URL, adapted to the rate limiter's store. It never blocks the server: the
 * first connection is made in the background (pages and /healthz serve while Redis is down), a
 * command while disconnected fails at once instead of queueing, and a command Redis does not
 * answer (a stalled server) fails after `commandMs`. The log says when Redis is reached, lost and
 * back, once each, not on every reconnection attempt.
 */
export function connectRedis(url: string, commandMs: number, log: LogWriter): RedisConnection {
  const redis = createClient({
    url,
    disableOfflineQueue: true,
    commandOptions: { timeout: commandMs },
    socket: {
      connectTimeout: commandMs,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, reconnectCapMs),
    },
  });
  let up: boolean | undefined;
  const state = (next: boolean, error?: unknown) => {
    if (next === up) return;
    up = next;
    log({
      time: new Date().toISOString(),
      event: 'dependency',
      dependency: 'redis',
      status: up ? 'up' : 'down',
      ...(error instanceof Error ? { error: error.message } : {}),
    });
  };
  redis.on('ready', () => state(true));
  redis.on('error', (error: unknown) => state(false, error));
  redis.connect().catch((error: unknown) => state(false, error));
  const client: RedisClient = {
    scriptLoad: (script) => within(commandMs, () => redis.scriptLoad(script)),
    evalsha: async <TData = unknown>(sha1: string, keys: string[], args: unknown[]) =>
      (await within(commandMs, () => redis.evalSha(sha1, { keys, arguments: args.map(String) }))) as TData,
    decr: (key) => within(commandMs, () => redis.decr(key)),
    del: (key) => within(commandMs, () => redis.del(key)),
  };
  const dependency: Dependency = {
    name: 'redis',
    critical: false,
    check: async () => {
      await within(commandMs, () => redis.ping());
    },
  };
  return { client, dependency, close: () => redis.destroy() };
}
