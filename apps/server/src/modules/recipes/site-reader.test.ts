import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Recipe, SiteReader } from '@recipes/contracts';
import { call, createRecipe, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSiteReader } from './site-reader.ts';

let t: TestApp;
let site: SiteReader;
const made: Record<string, Recipe> = {};

beforeAll(async () => {
  t = await createTestApp();
  site = createSiteReader(t.app.services, () => t.app.swagger());
  const cook = await signUp(t.app, { name: 'Greta' });
  made.schnitzel = await createRecipe(t.app, cook, { name: 'Wiener Schnitzel', recipeCuisine: 'austrian' });
  made.brezel = await createRecipe(t.app, cook, { name: 'Brezel', recipeCuisine: 'german', recipeCategory: 'baking' });
  made.taco = await createRecipe(t.app, cook, { name: 'Tacos', recipeCuisine: 'mexican' });
  made.draft = await createRecipe(t.app, cook, { name: 'Draft Strudel', recipeCuisine: 'austrian', active: false });
});
afterAll(async () => {
  await t.close();
});

const names = (recipes: { name: string }[]) => recipes.map((r) => r.name);

describe('createSiteReader', () => {
  it('lists active recipes newest first, by category, cuisine or any of several cuisines', async () => {
    expect(names((await site.listRecipes({ page: 1, pageSize: 24 })).items)).toEqual([
      'Tacos',
      'Brezel',
      'Wiener Schnitzel',
    ]);
    expect(names((await site.listRecipes({ page: 1, pageSize: 24, category: 'baking' })).items)).toEqual(['Brezel']);
    expect(names((await site.listRecipes({ page: 1, pageSize: 24, cuisine: 'mexican' })).items)).toEqual(['Tacos']);
    const region = await site.listRecipes({ page: 1, pageSize: 1, cuisines: ['german', 'austrian'] });
    expect(region).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(names(region.items)).toEqual(['Brezel']);
    expect((await site.listRecipes({ page: 1, pageSize: 24, cuisines: [] })).total).toBe(0);
  });

  it('falls back to a valid page for out-of-range numbers from a URL', async () => {
    const page = await site.listRecipes({ page: -2, pageSize: 5000 });
    expect(page).toMatchObject({ page: 1, pageSize: 100, total: 3 });
    expect((await site.searchRecipes('tacos', { page: Number.NaN, pageSize: 0 })).items).toHaveLength(1);
  });

  it('searches like the API', async () => {
    const page = await site.searchRecipes('schnitz', { page: 1, pageSize: 24 });
    expect(names(page.items)).toEqual(['Wiener Schnitzel']);
    expect((await site.searchRecipes('strudel', { page: 1, pageSize: 24 })).total).toBe(0);
    expect((await site.searchRecipes('  ', { page: 1, pageSize: 24 })).total).toBe(3);
  });

  it('gets an active recipe with its author, and null for inactive or missing ones', async () => {
    const recipe = await site.getRecipe(made.brezel!.id);
    expect(recipe).toMatchObject({ name: 'Brezel', slug: 'brezel', author: { name: 'Greta' } });
    expect(await site.getRecipe(made.draft!.id)).toBeNull();
    expect(await site.getRecipe(999999)).toBeNull();
  });

  it("gets a member's public page as anonymous visitors see it, with their active recipes", async () => {
    const authorId = made.brezel!.author.id;
    const member = await site.getMember(authorId);
    expect(member).toMatchObject({ id: authorId, name: 'Greta', recipeCount: 3, followersCount: 0 });
    expect(member).not.toHaveProperty('followedByMe');
    expect(await site.getMember(999999)).toBeNull();
    const recipes = await site.listMemberRecipes(authorId, { page: 1, pageSize: 2 });
    expect(recipes.total).toBe(3);
    expect(names(recipes.items)).toEqual(['Tacos', 'Brezel']);
  });

  it("lists a member's followers and whom they follow, and null for an unknown member", async () => {
    const star = await signUp(t.app, { name: 'Star' });
    const fans = [await signUp(t.app, { name: 'Fan A' }), await signUp(t.app, { name: 'Fan B' })];
    for (const fan of fans) {
      await call(t.app, { method: 'PUT', url: `/api/v1/members/${star.id}/follow`, headers: fan.headers });
    }
    const followers = await site.listFollows(star.id, 'followers', { page: 1, pageSize: 1 });
    expect(followers).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(followers?.items).toEqual([{ id: fans[1]!.id, name: 'Fan B', profilePicture: null }]);
    const following = await site.listFollows(fans[0]!.id, 'following', { page: Number.NaN, pageSize: 500 });
    expect(following).toMatchObject({ total: 1, page: 1, pageSize: 100 });
    expect(following?.items.map((m) => m.name)).toEqual(['Star']);
    expect(await site.listFollows(999999, 'followers', { page: 1, pageSize: 24 })).toBeNull();
  });

  it('names categories and cuisines in the given language', () => {
    expect(site.categories('de')).toContainEqual({ key: 'main-dishes', name: 'Hauptgerichte', icon: '🍛' });
    expect(site.cuisines('vi')).toContainEqual({ key: 'german', name: 'Đức', icon: '🇩🇪' });
    expect(site.categories('en').map((c) => c.key)).toContain('soups');
  });

  it('gives sitemap entries for active recipes only', async () => {
    const entries = await site.sitemapEntries();
    expect(entries.map((e) => e.id).sort()).toEqual([made.schnitzel!.id, made.brezel!.id, made.taco!.id].sort());
    expect(entries).toContainEqual({ id: made.taco!.id, slug: 'tacos', updatedAt: made.taco!.updatedAt });
  });

  it('hands out the OpenAPI document it was given, which documents the recipe endpoints', () => {
    const doc = site.openApiDocument() as {
      paths: Record<string, Record<string, { tags?: string[]; summary?: string; security?: unknown[] }>>;
    };
    const byId = doc.paths['/api/v1/recipes/{id}'];
    expect(byId?.get?.tags).toEqual(['recipes']);
    expect(byId?.put?.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/v1/recipes/search/{keywords}']?.get?.summary).toBeTruthy();
    expect(doc.paths['/api/v1/recipes/categories']?.get?.tags).toEqual(['taxonomy']);
  });
  it('lists cards: what a card shows, as the API reads it, with the first photo that reads as one', async () => {
    const cook = await signUp(t.app, { name: 'Card Cook' });
    const pictured = await createRecipe(t.app, cook, { name: 'Pictured Käsespätzle', recipeCuisine: 'german' });
    const photos = [
      { alt: 'a photo without its address' },
      { image: 'https://img.example/first.jpg', thumbnail: 'https://img.example/first-400.jpg', alt: 'First' },
      { image: 'https://img.example/second.jpg', thumbnail: '', alt: 'Second' },
    ];
    // Written behind the service's back, as a damaged or hand-edited row would be.
    await t.database.db
      .updateTable('recipes')
      .set({ images: JSON.stringify(photos) })
      .where('id', '=', pictured.id)
      .execute();
    const page = await site.listMemberRecipes(cook.id, { page: 1, pageSize: 24 });
    const whole = (await call(t.app, { url: `/api/v1/recipes/${pictured.id}` })).body as Recipe;
    expect(whole.images).toHaveLength(2);
    expect(page.items).toEqual([
      {
        id: whole.id,
        slug: whole.slug,
        name: whole.name,
        shortDescription: whole.shortDescription,
        images: [whole.images[0]],
        recipeCuisine: 'german',
        averageRating: whole.averageRating,
        ratingCount: whole.ratingCount,
        reviewCount: 0,
        cookedCount: 0,
      },
    ]);
  });
});
