import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '@recipes/contracts';
import { call, createRecipe, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, member?: Member, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'GET', url, headers: { ...headers, ...member?.headers } });

describe('GET /api/v1/recipes/{id}', () => {
  it('answers the recipe with slug, author, rating fields and timestamps', async () => {
    const cook = await signUp(t.app, { name: 'Lan Nguyen' });
    const created = await createRecipe(t.app, cook, { name: 'Phở Bò  Hà Nội!' });
    const res = await get(`/api/v1/recipes/${created.id}`);
    expect(res.status).toBe(200);
    const recipe = res.body as Recipe;
    expect(recipe).toMatchObject({
      id: created.id,
      name: 'Phở Bò  Hà Nội!',
      slug: 'phở-bò-hà-nội',
      author: { id: cook.id, name: 'Lan Nguyen' },
      createdByUserId: cook.id,
      averageRating: null,
      ratingCount: 0,
      recipeCategory: 'soups',
      recipeIngredients: ['#Soup', '1 kg ripe tomatoes', '1 onion', '2 cloves garlic', '500 ml vegetable stock'],
    });
    expect(Date.parse(recipe.createdAt)).not.toBeNaN();
    expect(recipe.updatedAt).toBe(recipe.createdAt);
  });

  it('is a 404 with the contract error body, in the request language', async () => {
    const res = await get('/api/v1/recipes/999999', undefined, { 'accept-language': 'de' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'NOT_FOUND', error: 'Rezept nicht gefunden.' });
    expect(Date.parse(res.body.timestamp)).not.toBeNaN();
  });

  it.each(['abc', '0', '-3', '1.5'])('rejects the id %s with 400 and details', async (id) => {
    const res = await get(`/api/v1/recipes/${id}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details[0].path).toBe('params.id');
  });

  it('shows an inactive recipe to its owner only', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const hidden = await createRecipe(t.app, owner, { active: false });
    expect((await get(`/api/v1/recipes/${hidden.id}`, owner)).status).toBe(200);
    expect((await get(`/api/v1/recipes/${hidden.id}`, stranger)).status).toBe(404);
    const anonymous = await get(`/api/v1/recipes/${hidden.id}`);
    expect(anonymous.status).toBe(404);
    expect(anonymous.body.error).toBe('Recipe not found.');
  });
});

describe('GET /api/v1/recipes', () => {
  it('lists newest first and leaves inactive recipes out, except for their owner', async () => {
    const owner = await signUp(t.app);
    const first = await createRecipe(t.app, owner, { name: 'First' });
    const hidden = await createRecipe(t.app, owner, { name: 'Hidden', active: false });
    const third = await createRecipe(t.app, owner, { name: 'Third' });

    const own = await get(`/api/v1/recipes?user_id=${owner.id}`, owner);
    expect(own.body.map((r: Recipe) => r.id)).toEqual([third.id, hidden.id, first.id]);

    const seenByOthers = await get(`/api/v1/recipes?user_id=${owner.id}`);
    expect(seenByOthers.body.map((r: Recipe) => r.id)).toEqual([third.id, first.id]);
    expect(seenByOthers.headers['x-total-count']).toBe('2');

    const everything = await get('/api/v1/recipes?pageSize=100', owner);
    const ids = everything.body.map((r: Recipe) => r.id);
    expect(ids).toContain(third.id);
    expect(ids).not.toContain(hidden.id);
    expect(everything.body.every((r: Recipe) => r.active)).toBe(true);
  });

  it('filters by category and cuisine', async () => {
    const cook = await signUp(t.app);
    const cake = await createRecipe(t.app, cook, { name: 'Cake', recipeCategory: 'desserts', recipeCuisine: 'german' });
    const flan = await createRecipe(t.app, cook, {
      name: 'Flan',
      recipeCategory: 'desserts',
      recipeCuisine: 'mexican',
    });
    const soup = await createRecipe(t.app, cook, { name: 'Soup', recipeCategory: 'soups', recipeCuisine: 'german' });

    const desserts = await get('/api/v1/recipes?category=desserts&pageSize=100');
    expect(desserts.body.every((r: Recipe) => r.recipeCategory === 'desserts')).toBe(true);
    expect(desserts.body.map((r: Recipe) => r.id)).toEqual(expect.arrayContaining([cake.id, flan.id]));

    const german = await get('/api/v1/recipes?cuisine=german&pageSize=100');
    expect(german.body.every((r: Recipe) => r.recipeCuisine === 'german')).toBe(true);
    expect(german.body.map((r: Recipe) => r.id)).toEqual(expect.arrayContaining([cake.id, soup.id]));

    const both = await get(`/api/v1/recipes?category=desserts&cuisine=german&user_id=${cook.id}`);
    expect(both.body.map((r: Recipe) => r.id)).toEqual([cake.id]);

    const cleared = await get(`/api/v1/recipes?category=&cuisine=&user_id=${cook.id}`);
    expect(cleared.body.map((r: Recipe) => r.id)).toEqual([soup.id, flan.id, cake.id]);

    const unknown = await get('/api/v1/recipes?category=no-such-category');
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual([]);
    expect(unknown.headers['x-total-count']).toBe('0');
  });

  it('pages with X-Total-Count and a Link header', async () => {
    const cook = await signUp(t.app);
    const made: Recipe[] = [];
    for (let i = 1; i <= 5; i++) made.push(await createRecipe(t.app, cook, { name: `Dish ${i}` }));
    const newestFirst = made.map((r) => r.id).reverse();

    const middle = await get(`/api/v1/recipes?user_id=${cook.id}&page=2&pageSize=2`);
    expect(middle.status).toBe(200);
    expect(middle.body.map((r: Recipe) => r.id)).toEqual(newestFirst.slice(2, 4));
    expect(middle.headers['x-total-count']).toBe('5');
    const link = String(middle.headers.link);
    const base = `/api/v1/recipes?user_id=${cook.id}`;
    expect(link).toContain(`<${base}&page=1&pageSize=2>; rel="first"`);
    expect(link).toContain(`<${base}&page=1&pageSize=2>; rel="prev"`);
    expect(link).toContain(`<${base}&page=3&pageSize=2>; rel="next"`);
    expect(link).toContain(`<${base}&page=3&pageSize=2>; rel="last"`);

    const last = await get(`/api/v1/recipes?user_id=${cook.id}&page=3&pageSize=2`);
    expect(last.body.map((r: Recipe) => r.id)).toEqual(newestFirst.slice(4));
    expect(String(last.headers.link)).not.toContain('rel="next"');

    const beyond = await get(`/api/v1/recipes?user_id=${cook.id}&page=9&pageSize=2`);
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
  });

  it('uses a page size of 24 by default', async () => {
    const res = await get('/api/v1/recipes');
    expect(res.status).toBe(200);
    expect(String(res.headers.link)).toContain('pageSize=24');
  });

  it.each([
    ['pageSize=101', 'querystring.pageSize'],
    ['pageSize=0', 'querystring.pageSize'],
    ['page=0', 'querystring.page'],
    ['page=x', 'querystring.page'],
    ['user_id=abc', 'querystring.user_id'],
  ])('rejects %s with 400 and details', async (query, path) => {
    const res = await get(`/api/v1/recipes?${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
  });
});

describe('GET /api/v1/recipes/ping', () => {
  it('answers pong as plain text', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/recipes/ping' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toBe('pong');
  });
});
