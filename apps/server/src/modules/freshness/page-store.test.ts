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
import { recipeBody } from '../../sample-content/factories.ts';
import { createRecipe, signUp, type Member } from '../../test/api.ts';
import { requireWebBuild } from '../../test/web-build.ts';

// Runs against the real web build, like web-pages.test.ts.
requireWebBuild();

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let author: Member;
let rater: Member;
let recipeId: number;
let recipePage: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-page-store-test-'));
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    rateLimits: relaxedRateLimits,
  };
  database = createDatabase({ sqliteFile: path.join(dataDir, 'web.sqlite') });
  await migrateToLatest(database);
  app = await buildApp({ config, database, logger: false, web: { mode: 'production' } });
  await app.ready();
  author = await signUp(app);
  rater = await signUp(app);
  const recipe = await createRecipe(app, author, { name: 'Cached Lentil Soup', shortDescription: 'Before the edit.' });
  recipeId = recipe.id;
  recipePage = `/recipe/${recipe.id}/${recipe.slug}`;
});

afterAll(async () => {
  await app?.close();
  await database?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

describe('page store', () => {
  it('renders a page once and answers the same page from the store afterwards, without a render', async () => {
    const first = await page('/recipes?page=1');
    const renders = app.pageWork!.renderer.renders;
    const second = await page('/recipes?page=1');
    expect(app.pageWork!.renderer.renders).toBe(renders);
    expect(first.headers['x-page-cache']).toBe('miss');
    expect(second.headers['x-page-cache']).toBe('hit');
    expect(second.statusCode).toBe(200);
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.headers['x-content-type-options']).toBe('nosniff');
    expect(second.body).toBe(first.body);
  });

  it('drops the cached recipe page when the recipe is updated', async () => {
    await page(recipePage);
    expect((await page(recipePage)).headers['x-page-cache']).toBe('hit');
    const update = await app.inject({
      method: 'PUT',
      url: `/api/v1/recipes/${recipeId}`,
      headers: author.headers,
      payload: recipeBody({ name: 'Cached Lentil Soup', shortDescription: 'After the edit.' }),
    });
    expect(update.statusCode).toBe(200);
    const after = await page(recipePage);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('After the edit.');
    expect(after.body).not.toContain('Before the edit.');
  });

  it('drops cached pages when a rating is given', async () => {
    await page(recipePage);
    expect((await page(recipePage)).headers['x-page-cache']).toBe('hit');
    const rating = await app.inject({
      method: 'POST',
      url: '/api/v1/ratings',
      headers: rater.headers,
      payload: { rating: 4, recipeId, userId: rater.id },
    });
    expect(rating.statusCode).toBe(201);
    expect((await page(recipePage)).headers['x-page-cache']).toBe('miss');
  });

  it('drops cached pages when an author renames themself, but not on a refused write', async () => {
    await page(recipePage);
    expect((await page(recipePage)).headers['x-page-cache']).toBe('hit');
    const refused = await app.inject({ method: 'PATCH', url: '/users/me', payload: { name: 'Nobody' } });
    expect(refused.statusCode).toBe(401);
    expect((await page(recipePage)).headers['x-page-cache']).toBe('hit');
    const renamed = await app.inject({
      method: 'PATCH',
      url: '/users/me',
      headers: author.headers,
      payload: { name: 'Renamed Author' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await page(recipePage);
    expect(after.headers['x-page-cache']).toBe('miss');
    expect(after.body).toContain('Renamed Author');
  });

  it('keeps languages apart, whether chosen by cookie or by query', async () => {
    const english = await page('/categories');
    const german = await page('/categories', { cookie: 'theme=dark; lang=de' });
    const germanAgain = await page('/categories', { cookie: 'lang=de' });
    const vietnamese = await page('/categories?lang=vi');
    expect(english.body).toContain('<html lang="en">');
    expect(german.headers['x-page-cache']).toBe('miss');
    expect(german.body).toContain('<html lang="de">');
    expect(germanAgain.headers['x-page-cache']).toBe('hit');
    expect(germanAgain.body).toContain('<html lang="de">');
    expect(vietnamese.body).toContain('<html lang="vi">');
    expect((await page('/categories')).body).toContain('<html lang="en">');
  });

  it('on a first visit follows Accept-Language, keyed by the language it resolves to; a cookie still wins', async () => {
    const german = await page('/categories', { 'accept-language': 'fr;q=0.9, de-DE;q=0.8' });
    expect(german.body).toContain('<html lang="de">');
    expect(String(german.headers.vary)).toContain('Accept-Language');
    const germanAgain = await page('/categories', { 'accept-language': 'de' });
    expect(germanAgain.headers['x-page-cache']).toBe('hit');
    expect(germanAgain.body).toContain('<html lang="de">');
    const chosen = await page('/categories', { 'accept-language': 'de', cookie: 'lang=vi' });
    expect(chosen.body).toContain('<html lang="vi">');
    expect((await page('/categories', { 'accept-language': 'vi;q=0.1, en;q=0.9' })).body).toContain('<html lang="en">');
  });

  it('answers a request with a bearer token from the same cache: pages never read the token', async () => {
    await page('/categories');
    const signedIn = await page('/categories', author.headers);
    expect(signedIn.headers['x-page-cache']).toBe('hit');
    await page('/no/such/page');
    const missing = await page('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-page-cache']).toBeUndefined();
  });

  it('sends a strong ETag and Cache-Control, and answers 304 to a matching If-None-Match', async () => {
    const first = await page('/categories?lang=de');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, .*s-maxage=\d+, stale-while-revalidate=\d+/);
    const again = await page('/categories?lang=de', { 'if-none-match': `W/"other", ${etag}` });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await page('/categories?lang=de', { 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('lets loader data be cached only after asking again', async () => {
    const data = await page(`${recipePage}.data`);
    expect(data.statusCode).toBe(200);
    expect(data.headers['cache-control']).toBe('public, no-cache');
    expect((await page(`${recipePage}.data`)).headers['x-page-cache']).toBe('hit');
  });

  it('ignores query parameters a page does not read: same entry, same bytes', async () => {
    const plain = await page('/recipes?page=1&category=soups');
    const busted = await page('/recipes?cb=123&category=soups&utm_source=x&page=1');
    expect(busted.headers['x-page-cache']).toBe('hit');
    expect(busted.body).toBe(plain.body);
    expect(busted.headers.etag).toBe(plain.headers.etag);
    const recipe = await page(recipePage);
    const recipeBusted = await page(`${recipePage}?cb=${Date.now()}`);
    expect(recipeBusted.headers['x-page-cache']).toBe('hit');
    expect(recipeBusted.body).toBe(recipe.body);
    // A parameter the page reads still makes its own entry.
    expect((await page(`${recipePage}?servings=8`)).headers['x-page-cache']).toBe('miss');
  });
});

describe('compressed pages', () => {
  it('compresses a cached page once per coding, with its own validator, and as the client asks', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    const plain = await page('/categories?lang=vi');
    const br = await page('/categories?lang=vi', { 'accept-encoding': 'gzip, deflate, br' });
    const gzip = await page('/categories?lang=vi', { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(String(br.headers.vary)).toContain('Accept-Encoding');
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(3);
    const again = await page('/categories?lang=vi', {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('the store outlives the process', () => {
  it('answers a page stored by an earlier instance on the same database without rendering it', async () => {
    const first = await page('/faq');
    expect(first.statusCode).toBe(200);
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      rateLimits: relaxedRateLimits,
    };
    const next = await buildApp({ config, database, logger: false, web: { mode: 'production' } });
    await next.ready();
    try {
      const again = await next.inject({ method: 'GET', url: '/faq' });
      expect(again.headers['x-page-cache']).toBe('hit');
      expect(again.body).toBe(first.body);
      expect(next.pageWork!.renderer.renders).toBe(0);
    } finally {
      await next.close();
    }
  });
});
