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
import { recipeBody } from '../../db/seed/factories.ts';
import { createRecipe, signUp, type Member } from '../../test/api.ts';
import { createPageCache, type CachedPage } from './page-cache.ts';
import { findWebRoot, webBuildPaths } from './web-paths.ts';

// Runs against the real web build, like web-pages.test.ts.
if (!fs.existsSync(webBuildPaths(findWebRoot()).serverEntry)) {
  throw new Error('No web build. Build it first: npm run build -w @recipes/web');
}

let app: FastifyInstance;
let database: Database;
let dataDir: string;
let author: Member;
let rater: Member;
let recipeId: number;
let recipePage: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-page-cache-test-'));
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

describe('anonymous page cache', () => {
  it('renders a page once and answers the same page from memory afterwards', async () => {
    const first = await page('/recipes?page=1');
    const second = await page('/recipes?page=1');
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

  it('never caches requests with credentials or answers other than 200', async () => {
    const signedIn = await page('/categories', author.headers);
    expect(signedIn.headers['x-page-cache']).toBeUndefined();
    await page('/no/such/page');
    const missing = await page('/no/such/page');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-page-cache']).toBeUndefined();
  });
});

describe('createPageCache', () => {
  const entry = (body: string): CachedPage => ({ status: 200, headers: [], body: Buffer.from(body) });

  it('evicts the least recently used page beyond its entry and byte bounds', () => {
    const cache = createPageCache({ maxEntries: 2, maxBytes: 10 });
    cache.set('a', entry('aaa'), cache.generation);
    cache.set('b', entry('bbb'), cache.generation);
    cache.get('a');
    cache.set('c', entry('ccc'), cache.generation);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.body.toString()).toBe('aaa');
    cache.set('d', entry('dddddddd'), cache.generation);
    expect(cache.bytes).toBeLessThanOrEqual(10);
    expect(cache.get('d')?.body.toString()).toBe('dddddddd');
  });

  it('refuses a page rendered before the last clear', () => {
    const cache = createPageCache();
    const startedAt = cache.generation;
    cache.clear();
    cache.set('a', entry('stale'), startedAt);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
