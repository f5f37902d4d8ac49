import { Redis } from 'ioredis';

/**
 * Counters that forget themselves: each key counts hits in a fixed window that starts with its
 * first hit. The sign-in guard builds its rules on these; Redis shares them between instances.
 */
export interface AttemptLimiter {
  /** Counts one hit; answers the count in the key's window and the time until it is forgotten. */
  hit(key: string, windowMs: number): Promise<{ count: number; resetInMs: number }>;
  /** The key's count now (0 when unknown or expired). */
  count(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

interface Window {
  count: number;
  resetAt: number;
}

/** One process only: right for a single instance and for tests. */
export function createMemoryAttemptLimiter(): AttemptLimiter {
  const windows = new Map<string, Window>();
  const sweepAbove = 10_000;
  const live = (key: string, now: number) => {
    const window = windows.get(key);
    return window && window.resetAt > now ? window : undefined;
  };
  return {
    async hit(key, windowMs) {
      const now = Date.now();
      if (windows.size > sweepAbove) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
      }
      let window = live(key, now);
      if (!window) {
        window = { count: 0, resetAt: now + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, resetInMs: window.resetAt - now };
    },
    async count(key) {
      return live(key, Date.now())?.count ?? 0;
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      windows.clear();
    },
  };
}

/** Shared by every instance that talks to the same Redis: INCR, and PEXPIRE only on a new key. */
export function createRedisAttemptLimiter(redis: Redis, options: { keyPrefix: string }): AttemptLimiter {
  const redisKey = (key: string) => `${options.keyPrefix}${key}`;
  return {
    async hit(key, windowMs) {
      const k = redisKey(key);
      // One transaction, so a crash between the two can never leave a counter without expiry.
      const results = await redis.multi().incr(k).pexpire(k, windowMs, 'NX').pttl(k).exec();
      if (!results) throw new Error('attempt limiter: Redis transaction was aborted');
      for (const [error] of results) if (error) throw error;
      const ttl = Number(results[2]![1]);
      return { count: Number(results[0]![1]), resetInMs: ttl > 0 ? ttl : windowMs };
    },
    async count(key) {
      return Number((await redis.get(redisKey(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(redisKey(key));
    },
    async close() {
      // A lazy client that never connected has nothing to say goodbye to.
      if (redis.status === 'wait' || redis.status === 'end') redis.disconnect();
      else await redis.quit();
    },
  };
}

/** Redis when a URL is configured (several instances), memory otherwise. */
export function createAttemptLimiter(options: { redisUrl?: string | undefined; keyPrefix: string }): AttemptLimiter {
  if (!options.redisUrl) return createMemoryAttemptLimiter();
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  return createRedisAttemptLimiter(redis, { keyPrefix: options.keyPrefix });
}
