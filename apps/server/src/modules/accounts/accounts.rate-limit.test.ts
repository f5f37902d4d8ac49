import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, type RateLimits } from '../../config/env.ts';
import { registerBody } from '../../db/seed/factories.ts';
import { allMessages } from '../../http/messages.ts';
import { call, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectErrorBody } from './test-support.ts';

const password = 'correct horse battery';
const limits = (overrides: Partial<RateLimits>): RateLimits => ({
  ...defaultRateLimits,
  apiPerHour: 100_000,
  authPerIp: 100_000,
  authPerAccount: 100_000,
  ...overrides,
});
/** A random client address, so counters never meet those of another test or run. */
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

const signIn = (t: TestApp, username: string, pass: string, ip = '127.0.0.1', headers: Record<string, string> = {}) =>
  call(t.app, {
    method: 'POST',
    url: '/users/authenticate',
    payload: { username, password: pass },
    remoteAddress: ip,
    headers,
  });

function expectRetryAfter(headers: Record<string, unknown>, atMostSeconds: number): void {
  const retryAfter = Number(headers['retry-after']);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(atMostSeconds);
}

describe('per-IP limit on sign-in and registration (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: limits({ authPerIp: 3 }) });
  });
  afterAll(async () => t.close());

  it('allows authPerIp sign-in attempts per IP in 15 minutes, then answers 429 with Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await signIn(t, `ghost_${i}`, password, ip)).status).toBe(401);
    const limited = await signIn(t, 'ghost_x', password, ip, { 'accept-language': 'de' });
    expectErrorBody(limited, 429, 'RATE_LIMITED', allMessages.de.RATE_LIMITED);
    expectRetryAfter(limited.headers, 15 * 60);
    expect(limited.headers['ratelimit-limit']).toBe('3');
    // Another address is not affected.
    expect((await signIn(t, 'ghost_y', password, randomIp())).status).toBe(401);
  });

  it('limits registration and Facebook sign-in per IP as well', async () => {
    const ip = randomIp();
    const register = (headers: Record<string, string> = {}) =>
      call(t.app, { method: 'POST', url: '/users/register', payload: registerBody(), remoteAddress: ip, headers });
    for (let i = 0; i < 3; i++) expect((await register()).status).toBe(201);
    expectErrorBody(await register({ 'accept-language': 'vi' }), 429, 'RATE_LIMITED', allMessages.vi.RATE_LIMITED);

    const facebook = () =>
      call(t.app, { method: 'POST', url: '/api/auth/facebook', payload: { facebookToken: 'x' }, remoteAddress: ip });
    for (let i = 0; i < 3; i++) expect((await facebook()).status).toBe(401);
    expectErrorBody(await facebook(), 429, 'RATE_LIMITED');
  });

  it('leaves other API routes on the hourly limit', async () => {
    const ip = randomIp();
    for (let i = 0; i < 5; i++) {
      const res = await call(t.app, { method: 'GET', url: '/users/me', remoteAddress: ip });
      expect(res.status).toBe(401);
    }
  });
});

describe('per-account limit on failed sign-ins (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: limits({ authPerAccount: 3 }) });
  });
  afterAll(async () => t.close());

  it('after authPerAccount failures refuses even the right password, from any IP, with Retry-After', async () => {
    const member = await signUp(t.app, { password });
    for (let i = 0; i < 3; i++)
      expect((await signIn(t, member.username, 'wrong password', randomIp())).status).toBe(401);
    const locked = await signIn(t, member.username.toUpperCase(), password, randomIp(), { 'accept-language': 'vi' });
    expectErrorBody(locked, 429, 'RATE_LIMITED', allMessages.vi.RATE_LIMITED);
    expectRetryAfter(locked.headers, 15 * 60);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // Other accounts sign in as usual.
    const other = await signUp(t.app, { password });
    expect((await signIn(t, other.username, password)).status).toBe(200);
  });

  it('counts unknown names the same way, so a lock says nothing about whether the account exists', async () => {
    const name = `ghost_${randomBytes(4).toString('hex')}`;
    for (let i = 0; i < 3; i++) expect((await signIn(t, name, password)).status).toBe(401);
    expectErrorBody(await signIn(t, name, password), 429, 'RATE_LIMITED');
  });

  it('a successful sign-in clears the failures', async () => {
    const member = await signUp(t.app, { password });
    for (let i = 0; i < 2; i++) expect((await signIn(t, member.username, 'wrong password')).status).toBe(401);
    expect((await signIn(t, member.username, password)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await signIn(t, member.username, 'wrong password')).status).toBe(401);
    expect((await signIn(t, member.username, password)).status).toBe(429);
  });
});

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

describe.runIf(await redisReachable())('limits kept in Redis (REDIS_URL set)', () => {
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;
  const suffix = randomBytes(5).toString('hex');
  beforeAll(async () => {
    const config = { redisUrl, rateLimits: limits({ authPerAccount: 2, authPerIp: 2 }) };
    [first, second] = await Promise.all([createTestApp(config), createTestApp(config)]);
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    const keys = await redis.keys(`recipes-auth-fail:*${suffix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await Promise.all([first.close(), second.close()]);
  });

  it('shares the per-account count between instances, with an expiring key', async () => {
    const name = `ghost_${suffix}`;
    expect((await signIn(first, name, password, randomIp())).status).toBe(401);
    expect((await signIn(second, name, password, randomIp())).status).toBe(401);
    const locked = await signIn(first, name, password, randomIp());
    expectErrorBody(locked, 429, 'RATE_LIMITED');
    expectRetryAfter(locked.headers, 15 * 60);
    expect(await redis.get(`recipes-auth-fail:${name}`)).toBe('3');
    const ttl = await redis.pttl(`recipes-auth-fail:${name}`);
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('shares the per-IP count between instances', async () => {
    const ip = randomIp();
    expect((await signIn(first, `a_${suffix}`, password, ip)).status).toBe(401);
    expect((await signIn(second, `b_${suffix}`, password, ip)).status).toBe(401);
    expectErrorBody(await signIn(first, `c_${suffix}`, password, ip), 429, 'RATE_LIMITED');
  });
});
