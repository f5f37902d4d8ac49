import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.ts';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** A client address of its own per test, so parallel runs sharing Redis never count together. */
const someIp = () => `10.${randomBytes(3).join('.')}`;
const get = (t: TestApp, url: string, ip: string, cookie = '') =>
  t.app.inject({ method: 'GET', url, headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });

// Engine-independent (pages, the page cache and Redis): run once, with the SQLite project.
describe.skipIf(testDialect !== 'sqlite')('page render limit', () => {
  let t: TestApp;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const limited = { trustProxy: true, rateLimits: { pageRendersPerMinute: 3 } };
    t = await createTestApp(limited, { web: { mode: 'production' } });
    // Two instances of one site: the same Redis and key prefix.
    const shared = { ...limited, redisUrl, redisPrefix: `recipes-test-${randomBytes(6).toString('hex')}-` };
    a = await createTestApp(shared, { web: { mode: 'production' } });
    b = await createTestApp(shared, { web: { mode: 'production' } });
  });
  afterAll(async () => {
    await Promise.all([t?.close(), a?.close(), b?.close()]);
  });

  it('answers a translated HTML 429 with Retry-After past the limit, and still serves cached pages', async () => {
    const ip = someIp();
    const renders = [];
    for (const url of ['/', '/about', '/categories']) renders.push((await get(t, url, ip)).statusCode);
    expect(renders).toEqual([200, 200, 200]);

    const refused = await get(t, '/contact', ip, 'lang=de');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['content-type']).toContain('text/html');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.body).toContain('<html lang="de">');
    expect(refused.body).toContain('Du hast in kurzer Zeit viele Seiten geöffnet.');

    const hit = await get(t, '/about', ip);
    expect([hit.statusCode, hit.headers['x-page-cache']]).toEqual([200, 'hit']);
    // Another address has an allowance of its own.
    expect((await get(t, '/contact', someIp())).statusCode).toBe(200);
  });

  it('is shared by instances through Redis', async () => {
    const ip = someIp();
    // Pages of their own: one instance's render of a page is a shared hit on the other, no render.
    const statuses = [
      (await get(a, '/', ip)).statusCode,
      (await get(b, '/about', ip)).statusCode,
      (await get(a, '/categories', ip)).statusCode,
      (await get(b, '/contact', ip)).statusCode,
    ];
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
