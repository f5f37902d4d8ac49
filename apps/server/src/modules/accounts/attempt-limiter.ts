import { Redis } from 'ioredis';

/**
 * Counts sign-in attempts per account name in a fixed window. Every attempt counts up front (so
 * parallel guesses cannot slip past the check); a successful sign-in clears the count, which
 * leaves the count of failures in a row.
 */
export interface AttemptLimiter {
  /** Counts one attempt; answers how long the key must wait when it is over the limit. */
  consume(key: string): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }>;
  /** Forgets the key's attempts (after a successful sign-in). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export interface AttemptLimiterOptions {
  /** Attempts allowed per key in one window. */
  max: number;
  windowMs: number;
}

interface Window {
  count: number;
  resetAt: number;
}

/** One process only: right for a single instance and for tests. */
export function createMemoryAttemptLimiter(options: AttemptLimiterOptions): AttemptLimiter {
  const windows = new Map<string, Window>();
  const sweepAbove = 10_000;
  const sweep = (now: number) => {
    for (const [key, window] of windows) if (window.resetAt <= now) windows.delete(key);
  };
  return {
    async consume(key) {
      const now = Date.now();
      if (windows.size > sweepAbove) sweep(now);
      let window = windows.get(key);
      if (!window || window.resetAt <= now) {
        window = { count: 0, resetAt: now + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return window.count <= options.max ? { allowed: true } : { allowed: false, retryAfterMs: window.resetAt - now };
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
export function createRedisAttemptLimiter(
  redis: Redis,
  options: AttemptLimiterOptions & { keyPrefix: string },
): AttemptLimiter {
  const redisKey = (key: string) => `${options.keyPrefix}${key}`;
  return {
    async consume(key) {
      const k = redisKey(key);
      // One transaction, so a crash between the two can never leave a counter without expiry.
      const results = await redis.multi().incr(k).pexpire(k, options.windowMs, 'NX').pttl(k).exec();
      if (!results) throw new Error('attempt limiter: Redis transaction was aborted');
      for (const [error] of results) if (error) throw error;
      const count = Number(results[0]![1]);
      const ttl = Number(results[2]![1]);
      if (count <= options.max) return { allowed: true };
      return { allowed: false, retryAfterMs: ttl > 0 ? ttl : options.windowMs };
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
export function createAttemptLimiter(
  options: AttemptLimiterOptions & { redisUrl?: string | undefined; keyPrefix?: string },
): AttemptLimiter {
  if (!options.redisUrl) return createMemoryAttemptLimiter(options);
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  return createRedisAttemptLimiter(redis, { ...options, keyPrefix: options.keyPrefix ?? 'recipes-auth-fail:' });
}
