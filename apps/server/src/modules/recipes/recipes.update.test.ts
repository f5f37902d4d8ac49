import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe } from '@recipes/contracts';
import { nowIso } from '../../db/database.ts';
import { createRecipe, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { recipeTestKit } from './recipes.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});
const { send, changesDuring } = recipeTestKit(() => t);

describe('PUT /api/v1/recipes/{id}', () => {
  it('changes only the fields in the body (an image order)', async () => {
    const cook = await signUp(t.app);
    const images = [
      {
        image: '/media/1/0cc175b9c0f1b6a831c399e2-1600.webp',
        thumbnail: '/media/1/0cc175b9c0f1b6a831c399e2-400.webp',
        alt: 'A',
      },
      {
        image: '/media/1/92eb5ffee6ae2fec3ad71c77-1600.webp',
        thumbnail: '/media/1/92eb5ffee6ae2fec3ad71c77-400.webp',
        alt: 'B',
      },
    ];
    const recipe = await createRecipe(t.app, cook, { images });
    const res = await send('PUT', `/api/v1/recipes/${recipe.id}`, cook, { images: [images[1], images[0]] });
    expect(res.status).toBe(200);
    const { images: reordered, updatedAt, ...rest } = res.body as Recipe;
    const { images: _before, updatedAt: previousUpdate, ...restBefore } = recipe;
    expect(reordered.map((i) => i.alt)).toEqual(['B', 'A']);
    expect(rest).toEqual(restBefore);
    expect(updatedAt > previousUpdate).toBe(true);
    expect((await send('GET', `/api/v1/recipes/${recipe.id}`)).body).toEqual(res.body);
  });

  it('accepts the whole recipe as the client read it', async () => {
    const cook = await signUp(t.app);
    const recipe = await createRecipe(t.app, cook);
    const res = await send('PUT', `/api/v1/recipes/${recipe.id}`, cook, { ...recipe, notes: 'Add chili.' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ ...recipe, notes: 'Add chili.', updatedAt: expect.any(String) });
  });

  it('moves the slug with the name, can deactivate, and announces the change', async () => {
    const cook = await signUp(t.app);
    const recipe = await createRecipe(t.app, cook, { name: 'Old Name' });
    const { result: res, changes } = await changesDuring(() =>
      send('PUT', `/api/v1/recipes/${recipe.id}`, cook, { name: 'Bánh Mì Thịt', active: false }),
    );
    expect(res.body).toMatchObject({ name: 'Bánh Mì Thịt', slug: 'bánh-mì-thịt', active: false });
    expect(res.body.createdAt).toBe(recipe.createdAt);
    expect(changes).toEqual([recipe.id]);
    expect((await send('GET', `/api/v1/recipes/${recipe.id}`)).status).toBe(404);
    expect((await send('GET', `/api/v1/recipes/${recipe.id}`, cook)).status).toBe(200);
  });

  it('is for the owner only', async () => {
    const cook = await signUp(t.app);
    const stranger = await signUp(t.app);
    const recipe = await createRecipe(t.app, cook);
    const hidden = await createRecipe(t.app, cook, { active: false });
    const forbidden = await send('PUT', `/api/v1/recipes/${recipe.id}`, stranger, { name: 'Mine now' });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.code).toBe('FORBIDDEN');
    // An inactive recipe does not exist for anyone but its owner.
    expect((await send('PUT', `/api/v1/recipes/${hidden.id}`, stranger, { name: 'x' })).status).toBe(404);
    const anonymous = await send('PUT', `/api/v1/recipes/${recipe.id}`, undefined, { name: 'x' });
    expect(anonymous.status).toBe(401);
    const moved = await send('PUT', `/api/v1/recipes/${recipe.id}`, cook, { createdByUserId: stranger.id });
    expect(moved.status).toBe(403);
    expect((await send('GET', `/api/v1/recipes/${recipe.id}`)).body).toEqual(recipe);
  });

  it('is a 404 for a missing recipe and a 400 for bad input', async () => {
    const cook = await signUp(t.app);
    const recipe = await createRecipe(t.app, cook);
    const missing = await send('PUT', '/api/v1/recipes/999999', cook, { name: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('Recipe not found.');
    const bad = await send('PUT', `/api/v1/recipes/${recipe.id}`, cook, { recipeIngredients: 'not a list' });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].path).toBe('body.recipeIngredients');
    expect((await send('PUT', '/api/v1/recipes/abc', cook, { name: 'x' })).status).toBe(400);
  });
});

describe('DELETE /api/v1/recipes/{id}', () => {
  it('removes the recipe, its ratings and the photos no other recipe shows', async () => {
    const cook = await signUp(t.app);
    const fan = await signUp(t.app);
    const shared = {
      image: '/media/1/9e81e7b963c71363e2fb3eef-1600.webp',
      thumbnail: '/media/1/9e81e7b963c71363e2fb3eef-400.webp',
      alt: '',
    };
    const own = {
      image: '/media/1/b515e18aa3fbe7d264d7ca5a-1600.webp',
      thumbnail: '/media/1/b515e18aa3fbe7d264d7ca5a-400.webp',
      alt: '',
    };
    const recipe = await createRecipe(t.app, cook, {
      images: [own, shared],
      recipeInstructions: [
        {
          instruction: 'Stir',
          imageURL: '/media/1/2764ca9d34e90313978d044f-1600.webp',
          thumbnailURL: '/media/1/2764ca9d34e90313978d044f-400.webp',
        },
      ],
    });
    // A copy shows the shared photo, so deleting the original must leave that file alone.
    await createRecipe(t.app, fan, { name: 'Copy', images: [shared] });
    const now = nowIso();
    await t.database.db
      .insertInto('ratings')
      .values({ recipe_id: recipe.id, user_id: fan.id, rating: 4, created_at: now, updated_at: now })
      .execute();

    // Records the call and still lets the photos service do its work.
    const removed: { userId: number; urls: readonly string[] }[] = [];
    const photos = t.app.services.photos;
    const removeFiles = photos.removeFiles;
    photos.removeFiles = async (userId, urls) => {
      removed.push({ userId, urls });
      await removeFiles(userId, urls);
    };
    try {
      const { result: res, changes } = await changesDuring(() => send('DELETE', `/api/v1/recipes/${recipe.id}`, cook));
      expect(res.status).toBe(204);
      expect(res.body).toBe('');
      expect(changes).toEqual([recipe.id]);
    } finally {
      photos.removeFiles = removeFiles;
    }
    expect((await send('GET', `/api/v1/recipes/${recipe.id}`, cook)).status).toBe(404);
    const ratings = await t.database.db.selectFrom('ratings').selectAll().where('recipe_id', '=', recipe.id).execute();
    expect(ratings).toEqual([]);
    expect(removed).toEqual([
      {
        userId: cook.id,
        urls: [
          '/media/1/b515e18aa3fbe7d264d7ca5a-1600.webp',
          '/media/1/b515e18aa3fbe7d264d7ca5a-400.webp',
          '/media/1/2764ca9d34e90313978d044f-1600.webp',
          '/media/1/2764ca9d34e90313978d044f-400.webp',
        ],
      },
    ]);
  });

  it('is for the owner only', async () => {
    const cook = await signUp(t.app);
    const stranger = await signUp(t.app);
    const recipe = await createRecipe(t.app, cook);
    expect((await send('DELETE', `/api/v1/recipes/${recipe.id}`, stranger)).status).toBe(403);
    expect((await send('DELETE', `/api/v1/recipes/${recipe.id}`)).status).toBe(401);
    expect((await send('DELETE', '/api/v1/recipes/999999', cook)).status).toBe(404);
    expect((await send('GET', `/api/v1/recipes/${recipe.id}`)).status).toBe(200);
  });
});

describe('GET /api/v1/recipes/debug/{id}', () => {
  it('shows the owner the stored row and its search document', async () => {
    const cook = await signUp(t.app);
    const recipe = await createRecipe(t.app, cook, { name: 'Phở Gà', recipeCuisine: 'vietnamese' });
    const res = await send('GET', `/api/v1/recipes/debug/${recipe.id}`, cook);
    expect(res.status).toBe(200);
    expect(res.body.row).toMatchObject({ id: recipe.id, name: 'Phở Gà', slug: 'phở-gà', active: 1 });
    expect(res.body.searchDocument).toMatchObject({ name: 'pho ga' });
    expect(String(res.body.searchDocument.taxonomy)).toContain('viet nam');
  });

  it('shows no search document for an inactive recipe: search holds active recipes only', async () => {
    const cook = await signUp(t.app);
    const recipe = await createRecipe(t.app, cook, { name: 'Entwurf', active: false });
    const res = await send('GET', `/api/v1/recipes/debug/${recipe.id}`, cook);
    expect(res.status).toBe(200);
    expect(res.body.searchDocument).toEqual({});
    await send('PUT', `/api/v1/recipes/${recipe.id}`, cook, { active: true });
    expect((await send('GET', `/api/v1/recipes/debug/${recipe.id}`, cook)).body.searchDocument).toMatchObject({
      name: 'entwurf',
    });
  });

  it('is for the owner only', async () => {
    const cook = await signUp(t.app);
    const stranger = await signUp(t.app);
    const recipe = await createRecipe(t.app, cook);
    expect((await send('GET', `/api/v1/recipes/debug/${recipe.id}`, stranger)).status).toBe(403);
    expect((await send('GET', `/api/v1/recipes/debug/${recipe.id}`)).status).toBe(401);
    expect((await send('GET', '/api/v1/recipes/debug/999999', cook)).status).toBe(404);
    expect((await send('GET', '/api/v1/recipes/debug/abc', cook)).status).toBe(400);
  });
});
