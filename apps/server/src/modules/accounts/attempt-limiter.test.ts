import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createAttemptLimiter,
  createMemoryAttemptLimiter,
  createRedisAttemptLimiter,
  type AttemptLimiter,
} from './attempt-limiter.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisReachable(): Promise<boolean> {
  const probe = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await probe.connect();
    return (await probe.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The behaviour both stores must share. */
function behavesLikeAnAttemptLimiter(make: () => AttemptLimiter) {
  it('counts hits per key and says when the window ends', async () => {
    const limiter = make();
    for (let i = 1; i <= 3; i++) expect((await limiter.hit('alice', 60_000)).count).toBe(i);
    const fourth = await limiter.hit('alice', 60_000);
    expect(fourth.count).toBe(4);
    expect(fourth.resetInMs).toBeGreaterThan(55_000);
    expect(fourth.resetInMs).toBeLessThanOrEqual(60_000);
    await expect(limiter.count('alice')).resolves.toBe(4);
    await expect(limiter.count('bob')).resolves.toBe(0);
  });

  it('starts again after a reset', async () => {
    const limiter = make();
    await limiter.hit('carol', 60_000);
    await limiter.reset('carol');
    await expect(limiter.count('carol')).resolves.toBe(0);
    expect((await limiter.hit('carol', 60_000)).count).toBe(1);
  });

  it('forgets hits once the window has passed', async () => {
    const limiter = make();
    await limiter.hit('dave', 150);
    await sleep(250);
    await expect(limiter.count('dave')).resolves.toBe(0);
    expect((await limiter.hit('dave', 150)).count).toBe(1);
  });

  it('counts every one of many parallel hits', async () => {
    const limiter = make();
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.hit('eve', 60_000)));
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });
}

describe('memory attempt limiter', () => {
  behavesLikeAnAttemptLimiter(() => createMemoryAttemptLimiter());

  it('is what createAttemptLimiter gives without a Redis URL', async () => {
    const limiter = createAttemptLimiter({ redisUrl: undefined, keyPrefix: 'unused:' });
    await limiter.hit('frank', 60_000);
    await expect(limiter.count('frank')).resolves.toBe(1);
    await limiter.close();
  });
});

describe.runIf(await redisReachable())('Redis attempt limiter', () => {
  const prefix = `recipes-test-${randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  const limiters: AttemptLimiter[] = [];
  const make = (keyPrefix = `${prefix}${randomBytes(4).toString('hex')}:`) => {
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    clients.push(redis);
    const limiter = createRedisAttemptLimiter(redis, { keyPrefix });
    limiters.push(limiter);
    return limiter;
  };

  afterAll(async () => {
    const cleaner = new Redis(redisUrl);
    const keys = await cleaner.keys(`${prefix}*`);
    if (keys.length > 0) await cleaner.del(...keys);
    await cleaner.quit();
    await Promise.all(limiters.map((l) => l.close()));
  });

  behavesLikeAnAttemptLimiter(() => make());

  it('shares the count between instances on the same Redis and sets an expiry on every key', async () => {
    const keyPrefix = `${prefix}shared:`;
    const first = make(keyPrefix);
    const second = make(keyPrefix);
    await first.hit('grace', 60_000);
    await second.hit('grace', 60_000);
    expect((await first.hit('grace', 60_000)).count).toBe(3);
    const inspector = clients[0]!;
    const ttl = await inspector.pttl(`${keyPrefix}grace`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('uses Redis when createAttemptLimiter is given a URL', async () => {
    const keyPrefix = `${prefix}factory:`;
    const limiter = createAttemptLimiter({ redisUrl, keyPrefix });
    limiters.push(limiter);
    await limiter.hit('heidi', 60_000);
    const inspector = clients[0]!;
    await expect(inspector.get(`${keyPrefix}heidi`)).resolves.toBe('1');
  });
});
