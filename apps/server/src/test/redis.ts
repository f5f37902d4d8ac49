import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key or channel prefix of this test run alone, so parallel runs on one Redis never meet. */
export function testRedisPrefix(): string {
  return `test-${randomBytes(6).toString('hex')}-`;
}

/**
 * Whether the test Redis answers. In CI it must: a missing Redis fails there instead of quietly
 * skipping the tests that need it.
 */
export async function redisReachable(): Promise<boolean> {
  const probe = new Redis(testRedisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch (error) {
    if (process.env.CI === 'true') throw new Error(`Redis is needed in CI at ${testRedisUrl}`, { cause: error });
    console.warn(`skipping Redis tests: no Redis at ${testRedisUrl}`);
    return false;
  } finally {
    probe.disconnect();
  }
}
