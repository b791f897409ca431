import type { RedisClient } from 'hono-rate-limiter';
import { createClient } from 'redis';

export interface ConnectedRedis {
  /** The shape hono-rate-limiter's RedisStore calls. */
  client: RedisClient;
  close(): Promise<void>;
}

/** Connects node-redis to REDIS_URL and adapts it to the rate limiter's store (evalsha and friends). */
export async function connectRedis(url: string): Promise<ConnectedRedis> {
  const redis = createClient({ url });
  redis.on('error', (error: unknown) => {
    process.stderr.write(`redis: ${error instanceof Error ? error.message : String(error)}\n`);
  });
  await redis.connect();
  const client: RedisClient = {
    scriptLoad: (script) => redis.scriptLoad(script),
    evalsha: async <TArgs extends unknown[], TData = unknown>(sha1: string, keys: string[], args: TArgs) =>
      (await redis.evalSha(sha1, { keys, arguments: args.map(String) })) as TData,
    decr: (key) => redis.decr(key),
    del: (key) => redis.del(key),
  };
  return { client, close: () => redis.quit().then(() => undefined) };
}
