import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, RecipeCreateBody } from '@recipes/contracts';
import { recipeBody } from '../../sample-content/factories.ts';
import { signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recipeTestKit } from './recipes.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const { send, storedCount, changesDuring } = recipeTestKit(() => t);

describe('POST /api/v1/recipes', () => {
  it('stores the recipe for the signed-in member and announces it', async () => {
    const cook = await signUp(t.app);
    const { result: res, changes } = await changesDuring(() =>
      send('POST', '/api/v1/recipes', cook, recipeBody({ name: 'Käsespätzle' })),
    );
    expect(res.status).toBe(201);
    const recipe = res.body as Recipe;
    expect(recipe).toMatchObject({ name: 'Käsespätzle', slug: 'käsespätzle', createdByUserId: cook.id, active: true });
    expect(recipe.author).toEqual({ id: cook.id, name: cook.name });
    expect(changes).toEqual([recipe.id]);
    expect((await send('GET', `/api/v1/recipes/${recipe.id}`)).body).toEqual(recipe);
  });

  it('fills in defaults for missing fields (alias /recipe)', async () => {
    const cook = await signUp(t.app);
    const res = await send('POST', '/api/v1/recipes/recipe', cook, { name: 'Just a name' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: 'Just a name',
      createdByUserId: cook.id,
      shortDescription: '',
      description: '',
      recipeCategory: null,
      recipeCuisine: null,
      recipeIngredients: [],
      recipeInstructions: [],
      images: [],
      videos: [],
      keywords: [],
      notes: '',
      prepTime: null,
      cookTime: null,
      recipeYield: '',
      sourceURL: '',
      active: true,
      averageRating: null,
      ratingCount: 0,
    });
  });

  it('accepts the caller as createdByUserId and refuses anyone else', async () => {
    const cook = await signUp(t.app);
    const other = await signUp(t.app);
    expect((await send('POST', '/api/v1/recipes', cook, recipeBody({ createdByUserId: cook.id }))).status).toBe(201);
    const res = await send('POST', '/api/v1/recipes', cook, recipeBody({ createdByUserId: other.id }));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, code: 'FORBIDDEN' });
    expect(await storedCount(other.id)).toBe(0);
    expect(await storedCount(cook.id)).toBe(1);
  });

  it('is a 401 for anonymous callers', async () => {
    const res = await send('POST', '/api/v1/recipes', undefined, recipeBody());
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('UNAUTHENTICATED');
  });

  it.each([
    ['no name', { shortDescription: 'x' }, 'body.name'],
    ['a blank name', { name: '   ' }, 'body.name'],
    ['an unknown category', { name: 'A', recipeCategory: 'pizza' }, 'body.recipeCategory'],
    ['a negative time', { name: 'A', prepTime: -5 }, 'body.prepTime'],
    ['an image without url', { name: 'A', images: [{ thumbnail: '' }] }, 'body.images.0.image'],
  ])('rejects %s with 400 and details', async (_label, payload, path) => {
    const cook = await signUp(t.app);
    const res = await send('POST', '/api/v1/recipes', cook, payload);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain(path);
    expect(await storedCount(cook.id)).toBe(0);
  });
});

describe('POST /api/v1/recipes/recipes (bulk)', () => {
  it('creates them all in order', async () => {
    const cook = await signUp(t.app);
    const bodies = [1, 2, 3].map((i) => recipeBody({ name: `Bulk ${i}` }));
    const { result: res, changes } = await changesDuring(() => send('POST', '/api/v1/recipes/recipes', cook, bodies));
    expect(res.status).toBe(201);
    const created = res.body as Recipe[];
    expect(created.map((r) => r.name)).toEqual(['Bulk 1', 'Bulk 2', 'Bulk 3']);
    expect(created.every((r) => r.createdByUserId === cook.id)).toBe(true);
    expect(changes).toEqual(created.map((r) => r.id));
  });

  it('stores nothing when one entry is invalid', async () => {
    const cook = await signUp(t.app);
    const res = await send('POST', '/api/v1/recipes/recipes', cook, [recipeBody(), { name: '' }, recipeBody()]);
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { path: string }) => d.path)).toContain('body.1.name');
    expect(await storedCount(cook.id)).toBe(0);
  });

  it('stores nothing when one entry names another owner', async () => {
    const cook = await signUp(t.app);
    const other = await signUp(t.app);
    const res = await send('POST', '/api/v1/recipes/recipes', cook, [
      recipeBody(),
      recipeBody({ createdByUserId: other.id }),
    ]);
    expect(res.status).toBe(403);
    expect(await storedCount(cook.id)).toBe(0);
  });

  it('rolls back the earlier inserts when the database refuses a later one', async () => {
    const cook = await signUp(t.app);
    const user = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', cook.id)
      .executeTakeFirstOrThrow();
    // Bypasses HTTP validation on purpose, so the third entry fails after two rows were inserted.
    const broken = JSON.parse('{"name": null}') as RecipeCreateBody;
    await expect(t.app.services.recipes.createMany(user, [recipeBody(), recipeBody(), broken])).rejects.toThrow();
    expect(await storedCount(cook.id)).toBe(0);
    const search = await send('GET', '/api/v1/recipes/search/tomato');
    expect((search.body as Recipe[]).some((r) => r.createdByUserId === cook.id)).toBe(false);
  });

  it('refuses more than 100 and an empty list, and takes exactly 100', async () => {
    const cook = await signUp(t.app);
    const tooMany = Array.from({ length: 101 }, (_, i) => ({ name: `Many ${i}` }));
    const refused = await send('POST', '/api/v1/recipes/recipes', cook, tooMany);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('VALIDATION_FAILED');
    expect((await send('POST', '/api/v1/recipes/recipes', cook, [])).status).toBe(400);
    expect(await storedCount(cook.id)).toBe(0);
    const hundred = Array.from({ length: 100 }, (_, i) => ({ name: `Many ${i}` }));
    expect((await send('POST', '/api/v1/recipes/recipes', cook, hundred)).status).toBe(201);
    expect(await storedCount(cook.id)).toBe(100);
  });

  it('is a 401 for anonymous callers', async () => {
    expect((await send('POST', '/api/v1/recipes/recipes', undefined, [recipeBody()])).status).toBe(401);
  });
});
