import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config/env.ts';
import { relaxedRateLimits } from '../../test/test-app.ts';
import { createDatabase, type Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createRecipe, signUp } from '../../test/api.ts';
import { findWebRoot, webBuildPaths } from './web-paths.ts';

// Runs against the real web build (`npm test` builds it before the unit tests).
const webRoot = findWebRoot();
const { serverEntry, clientDir } = webBuildPaths(webRoot);
if (!fs.existsSync(serverEntry)) {
  throw new Error(`No web build at ${serverEntry}. Build it first: npm run build -w @recipes/web`);
}

let app: FastifyInstance;
let database: Database;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-web-test-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent', PUBLIC_URL: 'https://recipes.example' }),
    rateLimits: relaxedRateLimits,
  };
  database = createDatabase({ sqliteFile: path.join(dataDir, 'web.sqlite') });
  await migrateToLatest(database);
  app = await buildApp({ config, database, logger: false, web: { mode: 'production' } });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('server-rendered pages', () => {
  it('never stores the reset page, whose address holds the link’s token, and keeps both reset pages noindex', async () => {
    const token = 'e2eTokenThatMustNotLeak_123';
    const reset = await app.inject({
      method: 'GET',
      url: `/reset-password?token=${token}`,
      headers: { 'accept-language': 'de' },
    });
    expect(reset.statusCode).toBe(200);
    expect(reset.headers['cache-control']).toContain('no-store');
    expect(reset.headers['referrer-policy']).toBe('no-referrer');
    expect(reset.body).not.toContain(token);
    expect(reset.body).toContain('<title>Neues Passwort wählen');
    expect(reset.body).toMatch(/<meta name="robots" content="noindex/);
    const forgot = await app.inject({ method: 'GET', url: '/forgot-password?lang=vi' });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.body).toContain('Quên mật khẩu?');
    expect(forgot.body).toMatch(/<meta name="robots" content="noindex/);
  });

  it('renders the home page as HTML in English by default', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(res.body).toContain('<link rel="canonical" href="https://recipes.example/"/>');
  });

  it('takes the language from ?lang=, then the lang cookie', async () => {
    const fromQuery = await app.inject({ method: 'GET', url: '/?lang=de', headers: { cookie: 'lang=vi' } });
    expect(fromQuery.body).toContain('<html lang="de">');
    const fromCookie = await app.inject({ method: 'GET', url: '/categories', headers: { cookie: 'theme=x; lang=vi' } });
    expect(fromCookie.body).toContain('<html lang="vi">');
    const unknown = await app.inject({ method: 'GET', url: '/?lang=fr' });
    expect(unknown.body).toContain('<html lang="en">');
  });

  it('answers unknown pages with the translated 404 page and a 404 status', async () => {
    const res = await app.inject({ method: 'GET', url: '/no/such/page?lang=de', headers: { 'accept-language': 'de' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<html lang="de">');
    expect(res.body).toContain('Seite nicht gefunden');
  });

  it('answers HEAD without a body', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('');
  });

  it('renders a page once for visitors who ask for it at the same moment', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: '/about?lang=de' })),
    );
    const outcomes = answers.map((res) => res.headers['x-page-cache']).sort();
    expect(outcomes).toEqual(['hit', 'hit', 'hit', 'hit', 'hit', 'miss']);
    expect(new Set(answers.map((res) => res.body)).size).toBe(1);
  });

  it('serves the whole page to a GET that follows a HEAD of it (the cache holds the GET bytes)', async () => {
    const head = await app.inject({ method: 'HEAD', url: '/faq?lang=vi' });
    expect(head.body).toBe('');
    const res = await app.inject({ method: 'GET', url: '/faq?lang=vi' });
    expect(res.body).toContain('</html>');
    expect(res.headers.etag).toBe(head.headers.etag);
  });

  it('serves route data for client-side navigation', async () => {
    const res = await app.inject({ method: 'GET', url: '/categories.data' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('breakfast');
  });

  it('compresses pages for clients that accept it', async () => {
    const res = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('API paths', () => {
  it.each(['/api/v1/nothing-here', '/api/auth/nothing', '/users/nothing', '/media/1/missing-400.webp'])(
    'keep the JSON 404 for %s',
    async (url) => {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-language': 'de' } });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    },
  );

  it('keeps the JSON 404 for POST to an unknown API path', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/nothing', payload: { a: 1 } });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('still serves the OpenAPI document as JSON', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toHaveProperty('openapi');
  });
});

describe('browser assets', () => {
  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = fs.readdirSync(path.join(clientDir, 'assets')).find((name) => name.endsWith('.js'));
    const hashed = await app.inject({ method: 'GET', url: `/assets/${asset}` });
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const favicon = await app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends the brotli file the build wrote next to a script, as it is', async () => {
    const assets = fs.readdirSync(path.join(clientDir, 'assets'));
    const script = assets.find((name) => name.endsWith('.js') && assets.includes(`${name}.br`));
    expect(script).toBeDefined();
    const res = await app.inject({
      method: 'GET',
      url: `/assets/${script}`,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(fs.readFileSync(path.join(clientDir, 'assets', `${script}.br`)))).toBe(true);
  });

  it('serves the default share image', async () => {
    const res = await app.inject({ method: 'GET', url: '/og-default.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
  });
});

describe('sitemap and robots', () => {
  it('lists every active recipe with absolute URLs and language alternates', async () => {
    const member = await signUp(app);
    const recipe = await createRecipe(app, member, { name: 'Käsespätzle mit Zwiebeln', active: true });
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`<loc>https://recipes.example/recipe/${recipe.id}/`);
    expect(res.body).toContain('<loc>https://recipes.example/categories</loc>');
    expect(res.body).toContain('hreflang="de" href="https://recipes.example/recipes?lang=de"');
  });

  it('keeps private pages out and points to the sitemap', async () => {
    const res = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('Disallow: /profile');
    expect(res.body).toContain('Sitemap: https://recipes.example/sitemap.xml');
  });
});

describe('caching', () => {
  it('marks pages and their data as varying by the language cookie', async () => {
    const page = await app.inject({ method: 'GET', url: '/categories' });
    expect(page.headers.vary).toContain('Cookie');
    expect(page.headers.vary).toContain('Accept-Language');
    const data = await app.inject({ method: 'GET', url: '/categories.data' });
    expect(data.headers.vary).toContain('Cookie');
  });
});
