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
function behavesLikeAnAttemptLimiter(make: (max: number, windowMs: number) => AttemptLimiter) {
  it('allows max attempts per key, then refuses with the time left in the window', async () => {
    const limiter = make(3, 60_000);
    for (let i = 0; i < 3; i++) await expect(limiter.consume('alice')).resolves.toEqual({ allowed: true });
    const refused = await limiter.consume('alice');
    expect(refused.allowed).toBe(false);
    if (!refused.allowed) {
      expect(refused.retryAfterMs).toBeGreaterThan(55_000);
      expect(refused.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
    await expect(limiter.consume('bob')).resolves.toEqual({ allowed: true });
  });

  it('starts again after a reset', async () => {
    const limiter = make(1, 60_000);
    await limiter.consume('carol');
    expect((await limiter.consume('carol')).allowed).toBe(false);
    await limiter.reset('carol');
    expect((await limiter.consume('carol')).allowed).toBe(true);
  });

  it('forgets attempts once the window has passed', async () => {
    const limiter = make(1, 150);
    await limiter.consume('dave');
    expect((await limiter.consume('dave')).allowed).toBe(false);
    await sleep(250);
    expect((await limiter.consume('dave')).allowed).toBe(true);
  });

  it('lets no more than max parallel attempts through', async () => {
    const limiter = make(5, 60_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => limiter.consume('eve')));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });
}

describe('memory attempt limiter', () => {
  behavesLikeAnAttemptLimiter((max, windowMs) => createMemoryAttemptLimiter({ max, windowMs }));

  it('is what createAttemptLimiter gives without a Redis URL', async () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: 60_000, redisUrl: undefined });
    await limiter.consume('frank');
    expect((await limiter.consume('frank')).allowed).toBe(false);
    await limiter.close();
  });
});

describe.runIf(await redisReachable())('Redis attempt limiter', () => {
  const prefix = `recipes-test-${randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  const limiters: AttemptLimiter[] = [];
  const make = (max: number, windowMs: number, keyPrefix = `${prefix}${randomBytes(4).toString('hex')}:`) => {
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    clients.push(redis);
    const limiter = createRedisAttemptLimiter(redis, { max, windowMs, keyPrefix });
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

  behavesLikeAnAttemptLimiter((max, windowMs) => make(max, windowMs));

  it('shares the count between instances on the same Redis and sets an expiry on every key', async () => {
    const keyPrefix = `${prefix}shared:`;
    const first = make(2, 60_000, keyPrefix);
    const second = make(2, 60_000, keyPrefix);
    await first.consume('grace');
    await second.consume('grace');
    expect((await first.consume('grace')).allowed).toBe(false);
    const inspector = clients[0]!;
    const ttl = await inspector.pttl(`${keyPrefix}grace`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('uses Redis when createAttemptLimiter is given a URL', async () => {
    const keyPrefix = `${prefix}factory:`;
    const limiter = createAttemptLimiter({ max: 1, windowMs: 60_000, redisUrl, keyPrefix });
    limiters.push(limiter);
    await limiter.consume('heidi');
    const inspector = clients[0]!;
    await expect(inspector.get(`${keyPrefix}heidi`)).resolves.toBe('1');
  });
});
