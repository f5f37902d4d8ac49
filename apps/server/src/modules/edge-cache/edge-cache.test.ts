import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '@recipes/contracts';
import { createRecipe, rateAsNewMember, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requireWebBuild } from '../../test/web-build.ts';
import { publicCacheControl } from '../freshness/http-caching.ts';
import { purgedCacheControl } from './edge-cache.ts';

requireWebBuild();

/** A cache in front as Varnish with xkey sees it: records each PURGE and its `xkey-purge` keys. */
interface PurgeStandIn {
  url: string;
  purges: { method: string; url: string; keys: string[] }[];
  /** Answers slowly from now on (to show a write does not wait for its purge). */
  slow: boolean;
  close(): Promise<void>;
}

async function startPurgeStandIn(): Promise<PurgeStandIn> {
  const standIn: Omit<PurgeStandIn, 'url' | 'close'> = { purges: [], slow: false };
  const server = http.createServer((request, response) => {
    standIn.purges.push({
      method: request.method ?? '',
      url: request.url ?? '',
      keys: String(request.headers['xkey-purge'] ?? '').split(' '),
    });
    const answer = () => response.writeHead(200, { 'content-type': 'text/plain' }).end('purged');
    if (standIn.slow) setTimeout(answer, 1500);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(standIn, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

const keysOf = (header: string | string[] | number | undefined) => String(header ?? '').split(' ');

describe('Surrogate-Key and Cache-Tag', () => {
  let t: TestApp;
  let member: Member;
  let recipe: Recipe;
  beforeAll(async () => {
    t = await createTestApp({}, { web: { mode: 'production' } });
    member = await signUp(t.app);
    recipe = await createRecipe(t.app, member, { recipeCategory: 'soups' });
  });
  afterAll(async () => t.close());

  it('tag a recipe page with what it shows, in both forms, for the render and for a cached hit', async () => {
    const page = `/recipe/${recipe.id}/${recipe.slug}`;
    for (const expected of ['miss', 'hit']) {
      const res = await t.app.inject({ method: 'GET', url: page });
      expect(res.statusCode).toBe(200);
      expect(res.headers['x-page-cache']).toBe(expected);
      const keys = keysOf(res.headers['surrogate-key']);
      expect(keys).toEqual(expect.arrayContaining([`recipe-${recipe.id}`, `author-${member.id}`, 'site']));
      expect(keys.every((key) => /^[A-Za-z0-9._~-]+$/.test(key))).toBe(true);
      expect(res.headers['cache-tag']).toBe(keys.join(','));
      // Without PURGE_URLS, caches in front keep it briefly.
      expect(res.headers['cache-control']).toBe(publicCacheControl);
    }
  });

  it('tag list pages with their list and every recipe they show', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/recipes?category=soups' });
    expect(keysOf(res.headers['surrogate-key'])).toEqual(
      expect.arrayContaining(['list-category-soups', `recipe-${recipe.id}`]),
    );
  });

  it('tag public API answers: a recipe, a list, a search, facet counts, a member', async () => {
    const one = await t.app.inject({ method: 'GET', url: `/api/v1/recipes/${recipe.id}` });
    expect(keysOf(one.headers['surrogate-key'])).toEqual([`recipe-${recipe.id}`, `author-${member.id}`, 'site']);
    expect(one.headers['cache-tag']).toBe(`recipe-${recipe.id},author-${member.id},site`);
    const list = await t.app.inject({ method: 'GET', url: '/api/v1/recipes?category=soups' });
    expect(keysOf(list.headers['surrogate-key'])).toEqual(
      expect.arrayContaining(['list-category-soups', `recipe-${recipe.id}`]),
    );
    const word = recipe.name.split(' ')[0]!.toLowerCase();
    const search = await t.app.inject({ method: 'GET', url: `/api/v1/recipes/search/${encodeURIComponent(word)}` });
    expect(keysOf(search.headers['surrogate-key'])).toEqual(expect.arrayContaining(['search', `recipe-${recipe.id}`]));
    const facets = await t.app.inject({ method: 'GET', url: '/api/v1/recipes/facets?category=soups' });
    expect(facets.statusCode).toBe(200);
    expect(keysOf(facets.headers['surrogate-key'])).toEqual(expect.arrayContaining(['list-facets']));
    const author = await t.app.inject({ method: 'GET', url: `/api/v1/members/${member.id}` });
    expect(author.statusCode).toBe(200);
    expect(keysOf(author.headers['surrogate-key'])).toEqual([
      `member-${member.id}`,
      `list-author-${member.id}`,
      'site',
    ]);
  });

  it('leave personal answers without any: a member asking with a token, a 304-free private list, errors', async () => {
    const own = await t.app.inject({ method: 'GET', url: `/api/v1/recipes/${recipe.id}`, headers: member.headers });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toMatch(/private/);
    expect(own.headers['surrogate-key']).toBeUndefined();
    expect(own.headers['cache-tag']).toBeUndefined();
    const mine = await t.app.inject({
      method: 'GET',
      url: `/api/v1/recipes?user_id=${member.id}`,
      headers: member.headers,
    });
    expect(mine.headers['surrogate-key']).toBeUndefined();
    const asMember = await t.app.inject({
      method: 'GET',
      url: `/api/v1/members/${member.id}`,
      headers: member.headers,
    });
    expect(asMember.headers['surrogate-key']).toBeUndefined();
    const me = await t.app.inject({ method: 'GET', url: '/users/me', headers: member.headers });
    expect(me.headers['surrogate-key']).toBeUndefined();
    const missing = await t.app.inject({ method: 'GET', url: '/api/v1/recipes/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['surrogate-key']).toBeUndefined();
  });
});

describe('purge on write (PURGE_URLS)', () => {
  let standIn: PurgeStandIn;
  let second: PurgeStandIn;
  let t: TestApp;
  let member: Member;
  beforeAll(async () => {
    [standIn, second] = await Promise.all([startPurgeStandIn(), startPurgeStandIn()]);
    t = await createTestApp({ purgeUrls: [standIn.url, `${second.url}/varnish`] }, { web: { mode: 'production' } });
    member = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([standIn.close(), second.close()]);
  });

  const purgedSince = (from: number, cache = standIn) => cache.purges.slice(from);

  it('lets caches in front keep anonymous pages and API answers for hours', async () => {
    const recipe = await createRecipe(t.app, member);
    const page = await t.app.inject({ method: 'GET', url: `/recipe/${recipe.id}/${recipe.slug}` });
    expect(page.headers['cache-control']).toBe(purgedCacheControl);
    const api = await t.app.inject({ method: 'GET', url: `/api/v1/recipes/${recipe.id}` });
    expect(api.headers['cache-control']).toBe(purgedCacheControl);
    const own = await t.app.inject({ method: 'GET', url: `/api/v1/recipes/${recipe.id}`, headers: member.headers });
    expect(own.headers['cache-control']).toMatch(/private/);
  });

  it('sends the tags a rename, a rating and a deletion changed to every cache, as xkey-purge keys', async () => {
    const recipe = await createRecipe(t.app, member, { recipeCategory: 'soups' });
    await t.app.edgePurges!.settled();
    let from = standIn.purges.length;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/recipes/${recipe.id}`,
      headers: member.headers,
      payload: { name: 'Garlicky renamed soup' },
    });
    expect(renamed.statusCode).toBe(200);
    await t.app.edgePurges!.settled();
    const rename = purgedSince(from);
    expect(rename.map((p) => p.method)).toEqual(['PURGE']);
    expect(rename[0]!.keys).toEqual(expect.arrayContaining([`recipe-${recipe.id}`, 'sitemap', 'search-garlicky']));
    expect(rename[0]!.keys).not.toContain('list-all');
    // The second cache has a path in its URL: the request goes there.
    expect(second.purges.at(-1)).toMatchObject({ method: 'PURGE', url: '/varnish' });

    from = standIn.purges.length;
    await rateAsNewMember(t.app, recipe.id, 4);
    await t.app.edgePurges!.settled();
    expect(purgedSince(from).flatMap((p) => p.keys)).toEqual(
      expect.arrayContaining([`recipe-${recipe.id}`, 'list-by-rating']),
    );

    from = standIn.purges.length;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/recipes/${recipe.id}`,
      headers: member.headers,
    });
    expect(deleted.statusCode).toBe(204);
    await t.app.edgePurges!.settled();
    expect(purgedSince(from).flatMap((p) => p.keys)).toEqual(
      expect.arrayContaining([`recipe-${recipe.id}`, 'list-all', 'list-category-soups', 'search']),
    );
  });

  it('never makes a write wait for a slow cache, nor fail with one that is gone', async () => {
    const recipe = await createRecipe(t.app, member);
    standIn.slow = true;
    const started = Date.now();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/recipes/${recipe.id}`,
      headers: member.headers,
      payload: { name: 'Slowly purged stew' },
    });
    expect(res.statusCode).toBe(200);
    expect(Date.now() - started).toBeLessThan(1000);
    await t.app.edgePurges!.settled();
    standIn.slow = false;
    await second.close();
    const again = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/recipes/${recipe.id}`,
      headers: member.headers,
      payload: { name: 'Purged without a second cache' },
    });
    expect(again.statusCode).toBe(200);
    await t.app.edgePurges!.settled();
  });
});
