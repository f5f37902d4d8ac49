import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FavoriteState, Recipe, User } from '@recipes/contracts';
import { allMessages } from '../../http/messages.ts';
import { call, createRecipe, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const favorite = (member: Member | null, recipeId: number | string, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'PUT', url: `/api/v1/favorites/${recipeId}`, headers: { ...member?.headers, ...headers } });
const unfavorite = (member: Member | null, recipeId: number | string) =>
  call(t.app, { method: 'DELETE', url: `/api/v1/favorites/${recipeId}`, headers: member?.headers ?? {} });
const list = (member: Member | null, query = '') =>
  call(t.app, { method: 'GET', url: `/api/v1/favorites${query}`, headers: member?.headers ?? {} });
const ids = async (member: Member) =>
  (await call(t.app, { method: 'GET', url: '/api/v1/favorites/ids', headers: member.headers })).body as number[];
const me = async (member: Member) =>
  (await call(t.app, { method: 'GET', url: '/users/me', headers: member.headers })).body as User;

describe('PUT /api/v1/favorites/{recipeId}', () => {
  it('adds the favorite (201), is idempotent (200), and the counts follow', async () => {
    const cook = await signUp(t.app);
    const fan = await signUp(t.app);
    const recipe = await createRecipe(t.app, cook);
    const first = await favorite(fan, recipe.id);
    expect(first.status).toBe(201);
    expect(first.body as FavoriteState).toEqual({ recipeId: recipe.id, favorited: true, favoriteCount: 1 });
    const again = await favorite(fan, recipe.id);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect((await me(fan)).favoriteCount).toBe(1);
    const signIn = await call(t.app, {
      method: 'POST',
      url: '/users/authenticate',
      payload: { username: fan.username, password: 'correct horse battery' },
    });
    expect(signIn.body).toMatchObject({ favoriteCount: 1, followersCount: 0, followingCount: 0 });
  });

  it("refuses someone else's inactive recipe and a missing one with 404; allows one's own inactive recipe", async () => {
    const cook = await signUp(t.app);
    const fan = await signUp(t.app);
    const hidden = await createRecipe(t.app, cook, { active: false });
    expectErrorBody(
      await favorite(fan, hidden.id, { 'accept-language': 'de' }),
      404,
      'NOT_FOUND',
      allMessages.de.RECIPE_NOT_FOUND,
    );
    expectErrorBody(await favorite(fan, 999999), 404, 'NOT_FOUND');
    expect((await favorite(cook, hidden.id)).status).toBe(201);
    expectErrorBody(await favorite(fan, 'abc'), 400, 'VALIDATION_FAILED');
    expectErrorBody(await favorite(null, hidden.id), 401, 'UNAUTHENTICATED');
  });
});

describe('DELETE /api/v1/favorites/{recipeId}', () => {
  it('removes the favorite and is idempotent, also for recipes that do not exist', async () => {
    const cook = await signUp(t.app);
    const fan = await signUp(t.app);
    const recipe = await createRecipe(t.app, cook);
    await favorite(fan, recipe.id);
    const res = await unfavorite(fan, recipe.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ recipeId: recipe.id, favorited: false, favoriteCount: 0 });
    expect((await unfavorite(fan, recipe.id)).status).toBe(200);
    expect((await unfavorite(fan, 999999)).status).toBe(200);
    expect(await ids(fan)).toEqual([]);
    expectErrorBody(await unfavorite(null, recipe.id), 401, 'UNAUTHENTICATED');
  });
});

describe('GET /api/v1/favorites and /api/v1/favorites/ids', () => {
  it('lists the favorite recipes, most recently favorited first, paginated with headers', async () => {
    const cook = await signUp(t.app, { name: 'Author Cook' });
    const fan = await signUp(t.app);
    const recipes: Recipe[] = [];
    for (const name of ['Apfelstrudel', 'Bún chả', 'Chili']) recipes.push(await createRecipe(t.app, cook, { name }));
    for (const recipe of [recipes[1]!, recipes[0]!, recipes[2]!]) {
      await favorite(fan, recipe.id);
      // Favorites are ordered by when they were made: keep the timestamps apart.
      await new Promise((resolve) => setTimeout(resolve, 3));
    }

    const all = await list(fan);
    expect(all.status).toBe(200);
    expect((all.body as Recipe[]).map((r) => r.name)).toEqual(['Chili', 'Apfelstrudel', 'Bún chả']);
    expect((all.body as Recipe[])[0]!.author).toEqual({ id: cook.id, name: 'Author Cook' });
    expect(all.headers['x-total-count']).toBe('3');

    const second = await list(fan, '?page=2&pageSize=1');
    expect((second.body as Recipe[]).map((r) => r.name)).toEqual(['Apfelstrudel']);
    expect(second.headers['x-total-count']).toBe('3');
    expect(String(second.headers.link)).toContain('rel="next"');
    expect(String(second.headers.link)).toContain('/api/v1/favorites?page=3&pageSize=1>; rel="next"');

    expect(await ids(fan)).toEqual(recipes.map((r) => r.id).sort((a, b) => a - b));
    expectErrorBody(await list(fan, '?pageSize=1000'), 400, 'VALIDATION_FAILED');
    expectErrorBody(await list(null), 401, 'UNAUTHENTICATED');
    expectErrorBody(await call(t.app, { method: 'GET', url: '/api/v1/favorites/ids' }), 401, 'UNAUTHENTICATED');
  });

  it('hides a favorite while its recipe is inactive, and forgets it when the recipe is deleted', async () => {
    const cook = await signUp(t.app);
    const fan = await signUp(t.app);
    const recipe = await createRecipe(t.app, cook);
    await favorite(fan, recipe.id);
    const setActive = (active: boolean) =>
      call(t.app, { method: 'PUT', url: `/api/v1/recipes/${recipe.id}`, headers: cook.headers, payload: { active } });
    await setActive(false);
    expect((await list(fan)).body).toEqual([]);
    expect(await ids(fan)).toEqual([]);
    expect((await me(fan)).favoriteCount).toBe(0);
    await setActive(true);
    expect(await ids(fan)).toEqual([recipe.id]);
    expect((await me(fan)).favoriteCount).toBe(1);

    await call(t.app, { method: 'DELETE', url: `/api/v1/recipes/${recipe.id}`, headers: cook.headers });
    expect(await ids(fan)).toEqual([]);
    const rows = await t.database.db.selectFrom('favorites').selectAll().where('recipe_id', '=', recipe.id).execute();
    expect(rows).toEqual([]);
  });
});
