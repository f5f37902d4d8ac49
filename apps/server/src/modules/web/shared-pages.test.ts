import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { createDatabase, type Database } from '../../db/database.ts';
import { createRecipe, signUp } from '../../test/api.ts';
import { redisReachable, testRedisPrefix, testRedisUrl } from '../../test/redis.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requireWebBuild } from '../../test/web-build.ts';

// Two instances of the site on one database and one Redis: a page one renders is served by the
// other from the page store, and a write through either never lets the other serve the page it changed.

requireWebBuild();
const reachable = await redisReachable();

let a: TestApp;
let b: FastifyInstance;
let bDatabase: Database;
let redis: Redis;
const prefix = testRedisPrefix();

beforeAll(async () => {
  if (!reachable) return;
  a = await createTestApp({ redisUrl: testRedisUrl, redisPrefix: prefix }, { web: { mode: 'production' } });
  redis = new Redis(testRedisUrl);
  bDatabase = createDatabase(a.storage);
  b = await buildApp({ config: a.config, database: bDatabase, logger: false, web: { mode: 'production' } });
  await b.ready();
  // Both connections to Redis up before the first page (until then pages just render).
  await new Promise((resolve) => setTimeout(resolve, 300));
});
afterAll(async () => {
  if (!reachable) return;
  redis.disconnect();
  await b.close();
  await bDatabase.destroy();
  await a.close();
});

const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

/** Whether the page is in the store, current. */
async function isStored(language: string, url: string): Promise<boolean> {
  const row = await bDatabase.db
    .selectFrom('rendered_pages')
    .select(['stale', 'body'])
    .where('page_key', '=', `${language}\n${url}`)
    .executeTakeFirst();
  return row?.stale === 0 && row.body !== null;
}

async function shared(language: string, url: string): Promise<void> {
  await eventually(() => isStored(language, url));
}

/** The other instance hears a change over pub/sub a moment after the write's answer. */
async function eventually(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 40; i++) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('never happened');
}

describe.runIf(reachable)('pages shared between instances through the page store', () => {
  it('serves a page rendered by one instance from the store on the other, and never after a change', async () => {
    const cook = await signUp(a.app);
    const recipe = await createRecipe(a.app, cook, { name: 'Shared Phở Gà', shortDescription: 'Chicken noodle soup.' });
    const page = encodeURI(`/recipe/${recipe.id}/${recipe.slug}`);

    const first = await get(a.app, page);
    expect(first.headers['x-page-cache']).toBe('miss');
    await shared('en', page);
    expect((await get(b, page)).headers['x-page-cache']).toBe('hit');
    const fromB = await get(b, page);
    expect(fromB.headers['x-page-cache']).toBe('hit');
    expect(fromB.body).toBe(first.body);
    expect(fromB.headers.etag).toBe(first.headers.etag);

    // Changed through B: A (which holds the old page in memory and in Redis) shows the new text.
    const renamed = await b.inject({
      method: 'PUT',
      url: `/api/v1/recipes/${recipe.id}`,
      headers: cook.headers,
      payload: { shortDescription: 'Grilled pork, rice noodles and herbs.' },
    });
    expect(renamed.statusCode).toBe(200);
    await eventually(async () => (await get(a.app, page)).body.includes('Grilled pork, rice noodles and herbs.'));
    // B rendered nothing yet; what it serves comes from the new render, not the old entry.
    const fromBAfter = await get(b, page);
    expect(fromBAfter.body).toContain('Grilled pork, rice noodles and herbs.');
  });

  it('keeps pages of other recipes shared when one recipe changes', async () => {
    const cook = await signUp(a.app);
    const kept = await createRecipe(a.app, cook, { name: 'Kept Cháo' });
    const changed = await createRecipe(a.app, cook, { name: 'Changed Xôi' });
    const keptPage = encodeURI(`/recipe/${kept.id}/${kept.slug}?lang=de`);
    await get(a.app, keptPage);
    await shared('de', keptPage);

    await a.app.inject({
      method: 'PUT',
      url: `/api/v1/recipes/${changed.id}`,
      headers: cook.headers,
      payload: { shortDescription: 'Now sweeter.' },
    });
    await new Promise((resolve) => setTimeout(resolve, 200)); // B hears the notice
    // `?cb=` is dropped from the key: the same page, still current after the other recipe's change.
    expect((await get(b, `${keptPage}&cb=1`)).headers['x-page-cache']).toBe('hit');
  });

  it('does not share a page rendered before its instance heard every change counted so far', async () => {
    const cook = await signUp(a.app);
    const recipe = await createRecipe(a.app, cook, { name: 'Unheard Bún Chả' });
    const page = encodeURI(`/recipe/${recipe.id}/${recipe.slug}`);
    // A change counted in Redis whose notice no instance hears, as when pub/sub lags behind:
    // B renders after waiting for it in vain, and keeps the page to itself (decision 0040).
    await redis.incr(`${prefix}changes:sequence`);
    const rendered = await get(b, page);
    expect(rendered.statusCode).toBe(200);
    expect(rendered.headers['x-page-cache']).toBe('miss');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await isStored('en', page)).toBe(false);

    // The next notice (a later number) brings B up to date: its renders are stored again.
    const next = await createRecipe(a.app, cook, { name: 'Heard Bún Bò' });
    const nextPage = encodeURI(`/recipe/${next.id}/${next.slug}`);
    await eventually(async () => (await get(b, nextPage)).statusCode === 200);
    await shared('en', nextPage);
  });
});
