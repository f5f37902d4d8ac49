import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../../http/security-headers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// `npm run dev`: pages rendered through Vite must carry the page policy, whose script hashes
// cover the inline scripts Vite and React Router add; the strict policy of JSON and images
// would block every script and photo, and the page would never hydrate.
describe.runIf(process.env.TEST_DIALECT !== 'postgres')('pages in development (Vite)', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({}, { web: { mode: 'development' } });
  }, 60_000);

  afterAll(async () => {
    await test?.close();
  });

  it('carry the page policy with a hash of each of their inline scripts', async () => {
    const res = await test.app.inject({ method: 'GET', url: '/about' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toMatch(/^default-src 'self'; script-src 'self' /);
    expect(policy).toContain("img-src 'self' data: blob:");
    const hashes = inlineScriptHashes(res.body);
    expect(hashes.length).toBeGreaterThan(2);
    for (const hash of hashes) expect(policy).toContain(hash);
  }, 60_000);
});
