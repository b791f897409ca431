/**
 * Several instances of the production server behind one address (`npm start`'s build against a
 * local fake vendor): what one instance counts, the others see, through Redis.
 */
import { describe, expect, it } from 'vitest';
import { geminiText } from '../support/vendorWire.ts';
import { wellFormed } from './support/productResponses.ts';
import { startRedis } from './support/redisServer.ts';
import {
  another,
  geminiPath,
  patience,
  postAnalysis,
  productBody,
  useServerHarness,
  vendor,
} from './support/serverHarness.ts';

useServerHarness({ withBrowser: false });

describe('several instances behind one address', () => {
  it('share the per-address limit through Redis (REDIS_URL)', async () => {
    const redis = await startRedis();
    try {
      const shared = { REDIS_URL: redis.url, LIMIT_ANALYSES_PER_WINDOW: '2' };
      const [first, second] = [await another(shared), await another(shared)];
      await expect.poll(() => first.output, patience).toContain('Rate limits: shared in Redis (REDIS_URL)');
      vendor.script(geminiPath, geminiText(wellFormed), geminiText(wellFormed));
      expect((await postAnalysis(first.url, productBody())).status).toBe(200);
      expect((await postAnalysis(second.url, productBody())).status).toBe(200);
      for (const instance of [first, second]) {
        const refused = await postAnalysis(instance.url, productBody());
        expect(refused.status).toBe(429);
        expect(JSON.parse(refused.text)).toEqual({
          error: {
            code: 'rate-limited',
            message: 'Analysis limit reached (2 per 15 min). Please try again in 15 min.',
          },
        });
      }
      for (const instance of [first, second]) expect(await instance.stop()).toBe(0);
    } finally {
      await redis.stop();
    }
    // Two servers started one after the other, each may take up to a minute to open its database (another).
  }, 180_000);
});
