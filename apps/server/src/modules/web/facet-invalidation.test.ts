import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, RecipeFacets } from '@recipes/contracts';
import { ratingBody } from '../../sample-content/factories.ts';
import { createRecipe, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requireWebBuild } from '../../test/web-build.ts';

// Facet counts (and the list pages showing them) are dropped only by writes that move a recipe
// between facet groups; everything else keeps them cached, and they are never wrong (decision 0009).

requireWebBuild();

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: { mode: 'production' } });
});
afterAll(async () => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const facets = async (): Promise<RecipeFacets> => (await get('/api/v1/recipes/facets')).json<RecipeFacets>();

async function rate(member: Member, recipe: Recipe, rating: number) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/ratings',
    headers: member.headers,
    payload: ratingBody({ recipeId: recipe.id, userId: member.id, rating }),
  });
  expect(res.statusCode, res.body).toBe(201);
}

/** A list page that does not show the recipe: only its facet counts could tie it to the write. */
const otherList = '/recipes?category=breakfast&lang=de';

async function cachedAfterWarming(url: string): Promise<void> {
  await get(url);
  expect((await get(url)).headers['x-page-cache']).toBe('hit');
}

describe('facet counts after ratings and edits', () => {
  it('a rating that keeps the average on the same whole star leaves facet counts and list pages cached', async () => {
    const cook = await signUp(t.app);
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    const soup = await createRecipe(t.app, cook, { name: 'Facet Canh Chua', recipeCategory: 'soups' });
    const before = await facets();

    // No rating → 4: the recipe joins the "4 stars and up" and "3 and up" counts.
    await rate(first, soup, 4);
    const afterFirst = await facets();
    expect(afterFirst.minRating['4']).toBe(before.minRating['4'] + 1);
    expect(afterFirst.minRating['3']).toBe(before.minRating['3'] + 1);

    await cachedAfterWarming(otherList);
    // 4 → 4.5: still four whole stars; the counts stay, and so do pages that do not show the recipe.
    await rate(second, soup, 5);
    expect(await facets()).toEqual(afterFirst);
    expect((await get(otherList)).headers['x-page-cache']).toBe('hit');
  });

  it('a rating that crosses a whole star updates the counts on list pages that do not show the recipe', async () => {
    const cook = await signUp(t.app);
    const taster = await signUp(t.app);
    const soup = await createRecipe(t.app, cook, { name: 'Facet Bún Riêu', recipeCategory: 'soups' });
    await rate(taster, soup, 5);
    const before = await facets();
    await cachedAfterWarming(otherList);

    const critic = await signUp(t.app);
    await rate(critic, soup, 1); // 5 → 3: leaves "4 and up", stays in "3 and up"
    const after = await facets();
    expect(after.minRating['4']).toBe(before.minRating['4'] - 1);
    expect(after.minRating['3']).toBe(before.minRating['3']);
    expect((await get(otherList)).headers['x-page-cache']).toBe('miss');
  });

  it('an edit of the times moves the recipe between time counts; an edit of its text does not drop them', async () => {
    const cook = await signUp(t.app);
    const soup = await createRecipe(t.app, cook, {
      name: 'Facet Súp Cua',
      recipeCategory: 'soups',
      prepTime: 20,
      cookTime: 30,
    });
    const before = await facets();
    await cachedAfterWarming(otherList);

    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: `/api/v1/recipes/${soup.id}`, headers: cook.headers, payload });
    expect((await put({ shortDescription: 'Crab and egg, thick and warm.' })).statusCode).toBe(200);
    expect((await get(otherList)).headers['x-page-cache']).toBe('hit');
    expect(await facets()).toEqual(before);

    expect((await put({ prepTime: 5, cookTime: 5 })).statusCode).toBe(200);
    const after = await facets();
    expect(after.maxTime['15']).toBe(before.maxTime['15'] + 1);
    expect(after.maxTime['60']).toBe(before.maxTime['60']);
    expect((await get(otherList)).headers['x-page-cache']).toBe('miss');
  });
});
