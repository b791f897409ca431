import type { Context } from 'hono';
import { createClient } from 'redis';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createServerApp } from '../../../server/app.ts';
import { defaultLimits } from '../../../server/config/limits.ts';
import { memoryStores, redisStores, type LimitStores } from '../../../server/limits/analysisLimits.ts';
import { connectRedis, type RedisConnection } from '../../../server/limits/redisClient.ts';
import { startRedis, type RunningRedis } from '../../e2e/support/redisServer.ts';
import { databaseTimeoutMs, memoryDatabase } from '../db/support/memoryDatabase.ts';
import { content, sameOriginJson } from './support/serverHarness.ts';

// docs/server.md's promise, attempt by attempt: after 5 wrong passwords in 15 minutes from one
// address every attempt answers 429 (the right password included) until the window passes, and
// no more than 10 wrong passwords a minute are checked from all addresses together.
const password = 'correct horse battery staple';
const perAddress = defaultLimits.ownerSignInFailuresPerWindow;
const overall = defaultLimits.ownerSignInChecksPerMinute;

let database: Awaited<ReturnType<typeof memoryDatabase>>;
let redis: RunningRedis;
let connection: RedisConnection;
let run = 0;
beforeAll(async () => {
  [database, redis] = await Promise.all([memoryDatabase(), startRedis()]);
  connection = connectRedis(redis.url, 2000, () => undefined);
  // connectRedis connects in the background; a command before then fails at once.
  await vi.waitFor(() => connection.dependency.check(), { timeout: 10_000, interval: 100 });
}, databaseTimeoutMs);
afterAll(async () => {
  connection.close();
  await Promise.all([database.close(), redis.stop()]);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Each test its own Redis prefix, so no count carries over. */
const stores: [string, () => LimitStores][] = [
  ['in this process', () => memoryStores()],
  ['in Redis', () => redisStores(connection.client, `lockout-${++run}:`)],
];

function owner(limitStores: LimitStores) {
  const { app } = createServerApp({
    content: () => content,
    env: { OWNER_PASSWORD: password },
    limits: defaultLimits,
    address: (c: Context) => c.req.header('x-test-client') ?? '203.0.113.1',
    database,
    stores: limitStores,
  });
  return async (given: string, client = '203.0.113.1') =>
    (
      await app.request('http://app.test/api/owner/session', {
        method: 'POST',
        headers: { ...sameOriginJson, 'x-test-client': client },
        body: JSON.stringify({ password: given }),
      })
    ).status;
}

const repeat = <T>(times: number, value: T): T[] => Array.from({ length: times }, () => value);

describe.each(stores)('the owner’s sign-in lockout, counted %s', (_where, makeStores) => {
  it('checks 5 wrong passwords from one address, then answers 429 to each of 25 more and to the right one', async () => {
    const signIn = owner(makeStores());
    const answers: number[] = [];
    for (let attempt = 0; attempt < 30; attempt++) answers.push(await signIn(`guess ${attempt}`));
    expect(answers).toEqual([...repeat(perAddress, 401), ...repeat(30 - perAddress, 429)]);
    expect(await signIn(password)).toBe(429);
    expect(await signIn(password)).toBe(429);
    // Another address is not locked out by this one.
    expect(await signIn(password, '198.51.100.7')).toBe(204);
  });

  it('checks no more than 5 wrong passwords from one address when 30 are sent at once, and then more one by one', async () => {
    const signIn = owner(makeStores());
    const burst = await Promise.all(Array.from({ length: 30 }, (_, attempt) => signIn(`guess ${attempt}`)));
    expect(burst.filter((status) => status !== 401 && status !== 429)).toEqual([]);
    const checked = burst.filter((status) => status === 401).length;
    expect(checked).toBeLessThanOrEqual(perAddress);
    // Whatever the burst got checked counts: together with what follows, still 5 checks in all.
    const after: number[] = [];
    for (let attempt = 0; attempt < 10; attempt++) after.push(await signIn(`later ${attempt}`));
    expect(after).toEqual([...repeat(perAddress - checked, 401), ...repeat(10 - (perAddress - checked), 429)]);
    expect(await signIn(password)).toBe(429);
  });

  it('checks no more than 10 wrong passwords a minute from all addresses together', async () => {
    const signIn = owner(makeStores());
    const answers: number[] = [];
    for (let client = 0; client < 30; client++) answers.push(await signIn('guess', `198.51.100.${client + 1}`));
    expect(answers).toEqual([...repeat(overall, 401), ...repeat(30 - overall, 429)]);
    // Under such an attack the owner waits out the minute too: the ceiling counts every address.
    expect(await signIn(password, '192.0.2.200')).toBe(429);
  });

  it('does not count the right password, nor refusals, against the address', async () => {
    const signIn = owner(makeStores());
    for (let attempt = 0; attempt < perAddress - 1; attempt++) expect(await signIn('guess')).toBe(401);
    for (let attempt = 0; attempt < 3; attempt++) expect(await signIn(password)).toBe(204);
    expect(await signIn('guess')).toBe(401);
    expect(await signIn('guess')).toBe(429);
  });
});

describe('the lockout ends when its window passes', () => {
  it('in this process: the right password is accepted again 15 minutes after the first wrong one', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-24T12:00:00Z') });
    const signIn = owner(memoryStores());
    for (let attempt = 0; attempt < perAddress; attempt++) expect(await signIn('guess')).toBe(401);
    vi.setSystemTime(Date.parse('2026-11-24T12:14:59Z'));
    expect(await signIn(password)).toBe(429);
    vi.setSystemTime(Date.parse('2026-11-24T12:15:01Z'));
    expect(await signIn(password)).toBe(204);
  });

  it('in Redis: the count is a key that expires with the window, and then the right password is accepted', async () => {
    const prefix = `lockout-${++run}:`;
    const signIn = owner(redisStores(connection.client, prefix));
    for (let attempt = 0; attempt < perAddress; attempt++) expect(await signIn('guess')).toBe(401);
    expect(await signIn(password)).toBe(429);
    const inspect = createClient({ url: redis.url });
    await inspect.connect();
    try {
      const key = `${prefix}owner-sign-in:203.0.113.1`;
      const ttl = await inspect.pTTL(key);
      expect(ttl).toBeGreaterThan(defaultLimits.windowMinutes * 60_000 - 60_000);
      expect(ttl).toBeLessThanOrEqual(defaultLimits.windowMinutes * 60_000);
      // The window passing, without waiting 15 minutes: the key's time runs out now.
      await inspect.pExpire(key, 1);
      await vi.waitFor(async () => expect(await inspect.exists(key)).toBe(0));
    } finally {
      inspect.destroy();
    }
    expect(await signIn(password)).toBe(204);
  });
});
