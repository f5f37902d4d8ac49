import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoStemLength } from '@recipes/contracts';
import { createTestApp, testDialect, type TestApp } from '../test/test-app.ts';
import { baseSecurityHeaders, inlineScriptHashes, strictContentSecurityPolicy } from './security-headers.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
const lower = (headers: Record<string, string>) =>
  Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));

describe('inlineScriptHashes', () => {
  it('hashes the scripts a browser runs and skips data blocks and external scripts', () => {
    const html =
      '<script>a()</script><script type="module">import "/x.js";</script>' +
      '<script type="application/ld+json">{"@type":"Recipe"}</script><script id="n" type="application/json">[]</script>' +
      '<script src="/assets/x.js"></script><SCRIPT type=text/javascript>b()</SCRIPT ><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('a()'), sha256('import "/x.js";'), sha256('b()')]);
  });
});

describe.skipIf(testDialect !== 'sqlite')('security headers', () => {
  let t: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { web: { mode: 'production' } });
    proxied = await createTestApp({ trustProxy: true });
  });
  afterAll(async () => {
    await t?.close();
    await proxied?.close();
  });

  it('are on API answers, errors included, with a policy that loads nothing', async () => {
    for (const url of ['/api/v1/recipes', '/api/v1/nothing-here', '/api/v1/recipes/%']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject(lower(baseSecurityHeaders));
      expect(res.headers['content-security-policy']).toBe(strictContentSecurityPolicy);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('are on photos and build assets', async () => {
    const dir = path.join(t.config.dataDir, 'media', '7');
    fs.mkdirSync(dir, { recursive: true });
    // A name the photo store serves: a stem of the upload pipeline's shape and a width.
    const file = `${'a'.repeat(photoStemLength)}-400.webp`;
    fs.writeFileSync(path.join(dir, file), 'RIFF');
    for (const url of [`/media/7/${file}`, '/favicon.svg']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject(lower(baseSecurityHeaders));
    }
  });

  it('send HSTS only when HTTPS is known: TLS, or X-Forwarded-Proto from a trusted proxy', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const behindProxy = await proxied.app.inject({ method: 'GET', url: '/api/v1/recipes', headers: https });
    expect(behindProxy.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plainProxy = await proxied.app.inject({ method: 'GET', url: '/api/v1/recipes' });
    expect(plainProxy.headers['strict-transport-security']).toBeUndefined();
    const untrusted = await t.app.inject({ method: 'GET', url: '/api/v1/recipes', headers: https });
    expect(untrusted.headers['strict-transport-security']).toBeUndefined();
  });

  it('let pages run exactly their own inline scripts, by hash, cached or not', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/about' });
    const second = await t.app.inject({ method: 'GET', url: '/about' });
    expect([first.headers['x-page-cache'], second.headers['x-page-cache']]).toEqual(['miss', 'hit']);
    const policy = String(first.headers['content-security-policy']);
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSources).not.toContain("'unsafe-inline'");
    expect(policy).toContain("frame-ancestors 'none'");
    const inline = [
      ...first.body.matchAll(
        /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(?:ld\+)?json")[^>]*>([\s\S]*?)<\/script>/g,
      ),
    ];
    expect(inline.length).toBeGreaterThan(0);
    expect(scriptSources.slice(1).sort()).toEqual([...new Set(inline.map((m) => sha256(m[1] ?? '')))].sort());
    expect(second.headers['content-security-policy']).toBe(policy);
    expect(first.headers).toMatchObject(lower(baseSecurityHeaders));
  });

  it('give the 404 page and the bad-URL error page a policy of their own', async () => {
    for (const url of ['/no-such-page', '/recipe/%']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    }
  });
});
