import { randomBytes, randomInt } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits, type RateLimits } from '../../config/env.ts';
import { registerBody } from '../../sample-content/factories.ts';
import { allMessages } from '../../http/messages.ts';
import { call, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

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

describe('per-account limits on sign-in (in memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimits: limits({ authPerAccount: 3, authPerAccountAllAddresses: 6 }) });
  });
  afterAll(async () => t.close());

  it('counts the username and the e-mail of one member as one account', async () => {
    const member = await signUp(t.app, { password });
    const ip = randomIp();
    expect((await signIn(t, member.username, 'wrong password', ip)).status).toBe(401);
    expect((await signIn(t, member.email, 'wrong password', ip)).status).toBe(401);
    expect((await signIn(t, member.email.toUpperCase(), 'wrong password', ip)).status).toBe(401);
    const limited = await signIn(t, member.username, 'wrong password', ip, { 'accept-language': 'vi' });
    // The lockout says how long to wait, in minutes, and that a password reset is the way out.
    const minutes = String(Math.ceil(Number(limited.headers['retry-after']) / 60));
    expectErrorBody(limited, 429, 'RATE_LIMITED', allMessages.vi.SIGN_IN_LOCKED.replace('{minutes}', minutes));
    expectRetryAfter(limited.headers, 15 * 60);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    // The limited address cannot get through with the e-mail either, not even with the right password.
    expect((await signIn(t, member.email, password, ip)).status).toBe(429);
  });

  it('slows down one address without locking the owner out of their own', async () => {
    const member = await signUp(t.app, { password });
    const attacker = randomIp();
    for (let i = 0; i < 3; i++) expect((await signIn(t, member.username, 'guess', attacker)).status).toBe(401);
    expect((await signIn(t, member.username, 'guess', attacker)).status).toBe(429);
    expect((await signIn(t, member.username, password, randomIp())).status).toBe(200);
  });

  it('caps tries from many addresses together, but the owner’s known address still signs in', async () => {
    const member = await signUp(t.app, { password });
    const home = randomIp();
    expect((await signIn(t, member.username, password, home)).status).toBe(200);
    // That sign-in and five guesses from five addresses use up the account-wide allowance of six.
    for (let i = 0; i < 5; i++) expect((await signIn(t, member.email, 'guess', randomIp())).status).toBe(401);
    expect((await signIn(t, member.username, 'guess', randomIp())).status).toBe(429);
    expect((await signIn(t, member.username, password, randomIp())).status).toBe(429);
    // Where the owner signed in before, the right password still works.
    expect((await signIn(t, member.username, password, home)).status).toBe(200);
  });

  it('counts unknown names the same way, so a limit says nothing about whether the account exists', async () => {
    const name = `ghost_${randomBytes(4).toString('hex')}`;
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await signIn(t, name, password, ip)).status).toBe(401);
    expectErrorBody(await signIn(t, name, password, ip), 429, 'RATE_LIMITED');
  });

  it('a successful sign-in clears the failures of that address', async () => {
    const member = await signUp(t.app, { password });
    const ip = randomIp();
    for (let i = 0; i < 2; i++) expect((await signIn(t, member.username, 'wrong password', ip)).status).toBe(401);
    expect((await signIn(t, member.username, password, ip)).status).toBe(200);
    for (let i = 0; i < 3; i++) expect((await signIn(t, member.username, 'wrong password', ip)).status).toBe(401);
    expect((await signIn(t, member.username, password, ip)).status).toBe(429);
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
  // Both instances share one random prefix: they are one site, apart from every other run.
  const redisPrefix = `recipes-test-${suffix}-`;
  beforeAll(async () => {
    const config = { redisUrl, redisPrefix, rateLimits: limits({ authPerAccount: 2, authPerIp: 3 }) };
    [first, second] = await Promise.all([createTestApp(config), createTestApp(config)]);
    redis = new Redis(redisUrl);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${redisPrefix}*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
    await Promise.all([first.close(), second.close()]);
  });

  it('shares the (account, address) count between instances, with an expiring key', async () => {
    // Each test app has a database of its own, so the shared account is a name neither knows.
    const name = `ghost_${suffix}`;
    const ip = randomIp();
    expect((await signIn(first, name, 'guess', ip)).status).toBe(401);
    expect((await signIn(second, name, 'guess', ip)).status).toBe(401);
    const locked = await signIn(first, name, password, ip);
    expectErrorBody(locked, 429, 'RATE_LIMITED');
    expectRetryAfter(locked.headers, 15 * 60);
    const key = `${redisPrefix}auth-fail:pair:n${name}:${ip}`;
    expect(await redis.get(key)).toBe('3');
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(14 * 60 * 1000);
    expect(ttl).toBeLessThanOrEqual(15 * 60 * 1000);
  });

  it('shares the per-IP count between instances', async () => {
    const ip = randomIp();
    expect((await signIn(first, `a_${suffix}`, password, ip)).status).toBe(401);
    expect((await signIn(second, `b_${suffix}`, password, ip)).status).toBe(401);
    expect((await signIn(second, `c_${suffix}`, password, ip)).status).toBe(401);
    expectErrorBody(await signIn(first, `d_${suffix}`, password, ip), 429, 'RATE_LIMITED');
  });
});
