import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecipeSchema, type Recipe } from '@recipes/contracts';
import { ratingBody } from '../../sample-content/factories.ts';
import { call, createRecipe, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

// The read paths keep totals, search hits and recipe JSON in memory (decision 0006). Each test
// reads once so the cache holds the answer, writes through the API, and reads again.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, member?: Member) => call(t.app, { method: 'GET', url, headers: { ...member?.headers } });
const send = (method: 'PUT' | 'PATCH' | 'POST' | 'DELETE', url: string, member: Member, payload?: object) =>
  call(t.app, { method, url, headers: member.headers, ...(payload ? { payload } : {}) });
const totalOf = async (url: string, member?: Member) => Number((await get(url, member)).headers['x-total-count']);

describe('recipe reads after writes', () => {
  it('sends each recipe exactly as the response schema describes it', async () => {
    const cook = await signUp(t.app);
    const made = await createRecipe(t.app, cook, { name: 'Schema check' });
    for (const res of [await get(`/api/v1/recipes/${made.id}`), await get(`/api/v1/recipes/${made.id}`)]) {
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(RecipeSchema.parse(res.body)).toEqual(res.body);
    }
    const list = await get(`/api/v1/recipes?user_id=${cook.id}`);
    expect(list.body).toEqual([(await get(`/api/v1/recipes/${made.id}`)).body]);
  });

  it('shows an update, a rating and a new author name in the next read', async () => {
    const cook = await signUp(t.app, { name: 'Old Name' });
    const taster = await signUp(t.app);
    const made = await createRecipe(t.app, cook, { name: 'Before' });
    const url = `/api/v1/recipes/${made.id}`;
    expect((await get(url)).body.name).toBe('Before');

    expect((await send('PUT', url, cook, { name: 'After' })).status).toBe(200);
    expect((await get(url)).body.name).toBe('After');

    const rated = await send('POST', '/api/v1/ratings', taster, ratingBody({ recipeId: made.id, userId: taster.id }));
    expect(rated.status).toBe(201);
    expect((await get(url)).body.ratingCount).toBe(1);

    expect((await send('PATCH', '/users/me', cook, { name: 'New Name' })).status).toBe(200);
    expect((await get(url)).body.author.name).toBe('New Name');
    expect((await get(`/api/v1/recipes?user_id=${cook.id}`)).body[0].author.name).toBe('New Name');
  });

  it('keeps a cached inactive recipe for its owner only, and hides one deactivated after a read', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const made = await createRecipe(t.app, owner);
    const url = `/api/v1/recipes/${made.id}`;
    expect((await get(url)).status).toBe(200);
    expect((await send('PUT', url, owner, { active: false })).status).toBe(200);
    expect((await get(url)).status).toBe(404);
    expect((await get(url, owner)).status).toBe(200);
    expect((await get(url, stranger)).status).toBe(404);
    expect((await send('DELETE', url, owner)).status).toBe(204);
    expect((await get(url, owner)).status).toBe(404);
  });

  it('counts a list again after a recipe is added, hidden or deleted', async () => {
    const owner = await signUp(t.app);
    const made = [await createRecipe(t.app, owner), await createRecipe(t.app, owner)];
    // pageSize=1 leaves the page full, so the total comes from a count, not from the page.
    const mine = `/api/v1/recipes?user_id=${owner.id}&pageSize=1`;
    expect(await totalOf(mine)).toBe(2);
    const third = await createRecipe(t.app, owner, { recipeCategory: 'desserts' });
    expect(await totalOf(mine)).toBe(3);
    expect((await send('PUT', `/api/v1/recipes/${made[0]!.id}`, owner, { active: false })).status).toBe(200);
    expect(await totalOf(mine)).toBe(2);
    expect(await totalOf(mine, owner)).toBe(3);
    expect((await send('DELETE', `/api/v1/recipes/${third.id}`, owner)).status).toBe(204);
    expect(await totalOf(mine)).toBe(1);
    expect(await totalOf(mine, owner)).toBe(2);

    const everything = await totalOf('/api/v1/recipes?pageSize=1');
    await createRecipe(t.app, owner);
    expect(await totalOf('/api/v1/recipes?pageSize=1')).toBe(everything + 1);
  });

  it('finds a new, renamed or reactivated recipe in the next search', async () => {
    const cook = await signUp(t.app);
    const word = 'Zuckerhut';
    const first = await createRecipe(t.app, cook, { name: `${word} Torte` });
    const search = async () => {
      const res = await get(`/api/v1/recipes/search/${word}?pageSize=1`);
      return { total: Number(res.headers['x-total-count']), ids: (res.body as Recipe[]).map((r) => r.id) };
    };
    expect(await search()).toEqual({ total: 1, ids: [first.id] });

    const second = await createRecipe(t.app, cook, { name: `${word} Kuchen`, active: false });
    expect(await search()).toEqual({ total: 1, ids: [first.id] });
    expect((await send('PUT', `/api/v1/recipes/${second.id}`, cook, { active: true })).status).toBe(200);
    expect((await search()).total).toBe(2);
    expect((await send('PUT', `/api/v1/recipes/${first.id}`, cook, { name: 'Apfeltorte' })).status).toBe(200);
    expect(await search()).toEqual({ total: 1, ids: [second.id] });
  });
});
