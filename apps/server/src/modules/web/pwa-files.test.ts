import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { serviceWorkerContentSecurityPolicy } from './static-assets.ts';
import { findWebRoot, webBuildPaths } from './web-paths.ts';

// The installable app (decision 0020) as the real web build serves it.
const { serverEntry } = webBuildPaths(findWebRoot());
if (!fs.existsSync(serverEntry)) {
  throw new Error(`No web build at ${serverEntry}. Build it first: npm run build -w @recipes/web`);
}

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://recipes.example' }, { web: { mode: 'production' } });
  app = t.app;
});
afterAll(async () => t?.close());

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

describe('installable app', () => {
  it('serves the service worker at /sw.js, never cached long, allowed to fetch this site', async () => {
    const res = await app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toBe(serviceWorkerContentSecurityPolicy);
    // The build wrote the precache list in: every stylesheet and script a page loads.
    const home = await app.inject({ method: 'GET', url: '/' });
    const shell = [...home.body.matchAll(/"(\/assets\/[^"]+\.(?:css|js))"/g)].map((match) => match[1]);
    expect(shell.length).toBeGreaterThan(1);
    for (const asset of shell) expect(res.body.includes(`"${asset}"`), asset).toBe(true);
    expect(res.body).not.toContain('self.__WB_MANIFEST');
    const revalidated = await app.inject({
      method: 'GET',
      url: '/sw.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(revalidated.statusCode).toBe(304);
  });

  it('serves a manifest that meets the installability criteria', async () => {
    const res = await app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    const manifest = res.json<WebManifest>();
    expect(manifest).toMatchObject({ name: 'RecipeShare', start_url: '/', scope: '/', display: 'standalone' });
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const png = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(png.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(png.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of png) {
      const image = await app.inject({ method: 'GET', url: icon.src });
      expect(image.statusCode, icon.src).toBe(200);
      expect(image.headers['content-type']).toBe('image/png');
      const [width, height] = [image.rawPayload.readUInt32BE(16), image.rawPayload.readUInt32BE(20)];
      expect(`${width}x${height}`, icon.src).toBe(icon.sizes);
    }
  });

  it('links the manifest from every kind of page, the 404 and the offline page too', async () => {
    for (const url of ['/', '/recipes', '/categories', '/about', '/login', '/no-such-page', '/offline?lang=vi']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('<link rel="manifest" href="/manifest.webmanifest"/>');
    }
  });

  it('renders the offline page in each language, kept out of search engines', async () => {
    const de = await app.inject({ method: 'GET', url: '/offline?lang=de' });
    expect(de.statusCode).toBe(200);
    expect(de.body).toContain('<html lang="de">');
    expect(de.body).toContain('Keine Verbindung');
    expect(de.body).toContain('<meta name="robots" content="noindex');
    const vi = await app.inject({ method: 'GET', url: '/offline?lang=vi' });
    expect(vi.body).toContain('Bạn đang ngoại tuyến');
  });

  it('lets pages register the worker and read the manifest under their policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    const policy = String(res.headers['content-security-policy']);
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  });
});
