import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoStemLength, type Recipe, type RecipeFacets } from '@recipes/contracts';
import { call, createRecipe, signUp, type Member, rateAsNewMember } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let cook: Member;
// A path of the upload pipeline's shape (the API takes only this site's own photos).
const stem = 'a'.repeat(photoStemLength);
const photo = [{ image: `/media/1/${stem}-1600.webp`, thumbnail: `/media/1/${stem}-400.webp`, alt: '' }];
const plain = { shortDescription: '', description: '', keywords: [], recipeCuisine: null, images: [] };

async function rate(recipeId: number, ratings: number[]) {
  for (const rating of ratings) await rateAsNewMember(t.app, recipeId, rating);
}

beforeAll(async () => {
  t = await createTestApp();
  cook = await signUp(t.app);
  const add = (fields: Parameters<typeof createRecipe>[2]) => createRecipe(t.app, cook, { ...plain, ...fields });
  // Oldest first: ids and creation times grow in this order.
  const risotto = await add({
    name: 'Mushroom Risotto',
    recipeCategory: 'main-dishes',
    recipeCuisine: 'italian',
    prepTime: 10,
    cookTime: 15,
    recipeIngredients: ['200 g Champignons', '300 g Risotto rice', '1 Onion'],
    images: photo,
  });
  const cake = await add({
    name: 'Nusskuchen',
    recipeCategory: 'desserts',
    recipeCuisine: 'german',
    prepTime: 20,
    cookTime: 50,
    recipeIngredients: ['200 g Haselnüsse', '3 Eier', '150 g Zucker'],
  });
  const salad = await add({
    name: 'Gỏi cuốn',
    recipeCategory: 'appetizers',
    recipeCuisine: 'vietnamese',
    prepTime: 10,
    cookTime: null,
    recipeIngredients: ['Bánh tráng', 'Tôm', 'Rau thơm', 'Đậu phộng'],
    images: photo,
  });
  const stew = await add({
    name: 'Mushroom Stew',
    recipeCategory: 'main-dishes',
    prepTime: null,
    cookTime: null,
    recipeIngredients: ['500 g mushrooms', 'Onion', 'Cream'],
  });
  await add({ name: 'Mushroom Draft', recipeCategory: 'main-dishes', prepTime: 1, active: false });
  // One 5-star vote against many good ones: the weighted sort must prefer the many.
  await rate(stew.id, [5]);
  await rate(risotto.id, [5, 4, 5, 4, 5, 5, 4, 5]);
  await rate(salad.id, [3, 3]);
  Object.assign(made, { risotto, cake, salad, stew });
});
afterAll(async () => {
  await t.close();
});
const made: Record<'risotto' | 'cake' | 'salad' | 'stew', Recipe> = {} as never;

async function names(url: string) {
  const res = await call(t.app, { method: 'GET', url });
  expect(res.status).toBe(200);
  return { names: (res.body as Recipe[]).map((recipe) => recipe.name), total: Number(res.headers['x-total-count']) };
}

describe('filters on GET /api/v1/recipes', () => {
  it('filters by total time (prep plus cook); recipes without times never pass', async () => {
    expect(await names('/api/v1/recipes?maxTime=25')).toEqual({ names: ['Gỏi cuốn', 'Mushroom Risotto'], total: 2 });
    expect((await names('/api/v1/recipes?maxTime=10')).names).toEqual(['Gỏi cuốn']);
  });

  it('filters by minimum average rating and by photo', async () => {
    expect((await names('/api/v1/recipes?minRating=4')).names).toEqual(['Mushroom Stew', 'Mushroom Risotto']);
    expect((await names('/api/v1/recipes?hasPhoto=true')).names).toEqual(['Gỏi cuốn', 'Mushroom Risotto']);
    expect((await names('/api/v1/recipes?hasPhoto=false')).total).toBe(4);
  });

  it('includes and excludes ingredient words, accent-insensitive, repeated or comma-separated', async () => {
    expect((await names('/api/v1/recipes?include=haselnusse')).names).toEqual(['Nusskuchen']);
    expect((await names('/api/v1/recipes?include=dau%20phong')).names).toEqual(['Gỏi cuốn']);
    expect((await names('/api/v1/recipes?include=ĐẬU')).names).toEqual(['Gỏi cuốn']);
    expect((await names('/api/v1/recipes?include=onion&include=cream')).names).toEqual(['Mushroom Stew']);
    expect((await names('/api/v1/recipes?include=onion,champignons')).names).toEqual(['Mushroom Risotto']);
    expect((await names('/api/v1/recipes?exclude=onion')).names).toEqual(['Gỏi cuốn', 'Nusskuchen']);
    expect((await names('/api/v1/recipes?exclude=zucker,tom')).names).toEqual(['Mushroom Stew', 'Mushroom Risotto']);
    // Ingredients only: a word in the name is not an ingredient.
    expect((await names('/api/v1/recipes?include=risotto')).names).toEqual(['Mushroom Risotto']);
    expect((await names('/api/v1/recipes?include=stew')).total).toBe(0);
  });

  it('sorts by weighted rating, so one 5-star vote does not win; by quickest, unknown times last', async () => {
    expect((await names('/api/v1/recipes?sort=rating')).names).toEqual([
      'Mushroom Risotto',
      'Mushroom Stew',
      'Gỏi cuốn',
      'Nusskuchen',
    ]);
    expect((await names('/api/v1/recipes?sort=quickest')).names).toEqual([
      'Gỏi cuốn',
      'Mushroom Risotto',
      'Nusskuchen',
      'Mushroom Stew',
    ]);
    expect((await names('/api/v1/recipes?sort=newest')).names[0]).toBe('Mushroom Stew');
  });

  it('combines filters with category, cuisine, pages and counts the filtered result', async () => {
    expect(await names('/api/v1/recipes?category=main-dishes&sort=rating&pageSize=1')).toEqual({
      names: ['Mushroom Risotto'],
      total: 2,
    });
    expect(await names('/api/v1/recipes?category=main-dishes&sort=rating&pageSize=1&page=2')).toEqual({
      names: ['Mushroom Stew'],
      total: 2,
    });
    expect((await names('/api/v1/recipes?cuisine=italian&maxTime=30&hasPhoto=true&include=rice')).names).toEqual([
      'Mushroom Risotto',
    ]);
    expect((await names(`/api/v1/recipes?user_id=${cook.id}&minRating=3&exclude=cream`)).total).toBe(2);
  });

  it('rejects values outside the contract with a 400', async () => {
    for (const query of ['minRating=6', 'maxTime=0', 'sort=cheapest', 'hasPhoto=yes', 'maxTime=abc']) {
      const res = await call(t.app, { method: 'GET', url: `/api/v1/recipes?${query}` });
      expect(res.status, query).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('filters and sort on GET /api/v1/recipes/search/{keywords}', () => {
  it('ranks by relevance by default and takes every filter and sort', async () => {
    expect((await names('/api/v1/recipes/search/mushroom')).names).toEqual(['Mushroom Stew', 'Mushroom Risotto']);
    expect((await names('/api/v1/recipes/search/mushroom?sort=rating')).names).toEqual([
      'Mushroom Risotto',
      'Mushroom Stew',
    ]);
    expect(await names('/api/v1/recipes/search/mushroom?maxTime=30&hasPhoto=true')).toEqual({
      names: ['Mushroom Risotto'],
      total: 1,
    });
    expect((await names('/api/v1/recipes/search/mushroom?exclude=cream&sort=quickest')).names).toEqual([
      'Mushroom Risotto',
    ]);
    expect((await names('/api/v1/recipes/search/onion?category=main-dishes&sort=quickest')).names).toEqual([
      'Mushroom Risotto',
      'Mushroom Stew',
    ]);
    // Words, include and exclude read as one match (decision 0032), with any sort.
    for (const sort of ['relevance', 'newest', 'rating']) {
      const query = `include=onion&exclude=cream,zucker&sort=${sort}`;
      expect(await names(`/api/v1/recipes/search/mushroom?${query}`)).toEqual({
        names: ['Mushroom Risotto'],
        total: 1,
      });
      expect((await names(`/api/v1/recipes/search/mushroom%20onion?${query}&maxTime=5`)).total).toBe(0);
    }
  });

  it('ranks every word in the name above words found elsewhere, newer first within a tier', async () => {
    // 'onion' is in the ingredients of both; 'mushroom' in both names: same tier, newer first.
    expect((await names('/api/v1/recipes/search/mushroom%20onion')).names).toEqual([
      'Mushroom Stew',
      'Mushroom Risotto',
    ]);
    // 'risotto' is in the risotto's name and nowhere in the stew.
    expect((await names('/api/v1/recipes/search/risotto?include=onion')).names).toEqual(['Mushroom Risotto']);
  });
});

describe('GET /api/v1/recipes/facets', () => {
  async function facets(query: string): Promise<RecipeFacets> {
    const res = await call(t.app, { method: 'GET', url: `/api/v1/recipes/facets${query}` });
    expect(res.status).toBe(200);
    return res.body as RecipeFacets;
  }

  it('counts each filter value over the active recipes', async () => {
    expect(await facets('')).toEqual({
      category: { 'main-dishes': 2, desserts: 1, appetizers: 1 },
      cuisine: { italian: 1, german: 1, vietnamese: 1 },
      maxTime: { '15': 1, '30': 2, '60': 2 },
      minRating: { '3': 3, '4': 2 },
      hasPhoto: 2,
    });
  });

  it('counts each dimension with every other filter as asked, and with the words of q', async () => {
    expect(await facets('?category=main-dishes&maxTime=30')).toEqual({
      // Other categories as they would be with maxTime=30 still applied.
      category: { 'main-dishes': 1, appetizers: 1 },
      cuisine: { italian: 1 },
      // Time counted within main dishes, whatever maxTime says.
      maxTime: { '15': 0, '30': 1, '60': 1 },
      minRating: { '3': 1, '4': 1 },
      hasPhoto: 1,
    });
    expect(await facets('?q=mushroom&exclude=cream')).toMatchObject({
      category: { 'main-dishes': 1 },
      hasPhoto: 1,
    });
    // A time that is not one of the offered values still filters the other dimensions.
    expect((await facets('?maxTime=12')).category).toEqual({ appetizers: 1 });
  });
});
