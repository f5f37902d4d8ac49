import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SiteReader } from '@recipes/contracts';
import { createRecipe, rateAsNewMember, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createSiteReader } from './site-reader.ts';

let t: TestApp;
let site: SiteReader;

beforeAll(async () => {
  t = await createTestApp();
  site = createSiteReader(t.app.services, () => t.app.swagger());
});
afterAll(async () => {
  await t.close();
});

const names = (recipes: { name: string }[]) => recipes.map((r) => r.name);
const rate = async (recipeId: number, ratings: number[]) => {
  for (const rating of ratings) await rateAsNewMember(t.app, recipeId, rating);
};

describe('the home page’s featured recipes', () => {
  it('shows the newest on a fresh site, then well-rated recipes first and a 1-star one last', async () => {
    const cook = await signUp(t.app, { name: 'Greta' });
    const add = (name: string) => createRecipe(t.app, cook, { name, recipeCuisine: 'german' });
    const poor = await add('Burnt Brezel');
    const fair = await add('Maultaschen');
    const loved = await add('Spätzle');
    const liked = await add('Rouladen');
    const once = await add('Sauerbraten');
    await add('Kartoffelsalat');
    await createRecipe(t.app, cook, { name: 'Tacos', recipeCuisine: 'mexican' });

    const fresh4 = await site.featuredRecipes({ cuisines: ['german', 'austrian'], count: 4 });
    expect(names(fresh4)).toEqual(['Kartoffelsalat', 'Sauerbraten', 'Rouladen', 'Spätzle']);

    await rate(fair.id, [3, 4, 4]);

    await rate(poor.id, [1, 1, 1, 1]);
    await rate(loved.id, [5, 5, 5, 4]);
    await rate(liked.id, [4, 4, 5]);
    // One 5-star rating is not yet enough to count as well rated.
    await rate(once.id, [5]);
    const featured = await site.featuredRecipes({ cuisines: ['german', 'austrian'], count: 4 });
    expect(names(featured)).toEqual(['Spätzle', 'Rouladen', 'Sauerbraten', 'Kartoffelsalat']);
    expect(names(featured)).not.toContain('Burnt Brezel');
    expect(featured.slice(0, 2).every((card) => (card.averageRating ?? 0) >= 4)).toBe(true);

    // A recipe not yet rated comes before a fair one (3.7 stars), and a 1-star one comes last.
    const all = await site.featuredRecipes({ cuisines: ['german'], count: 10 });
    expect(names(all)).toEqual(['Spätzle', 'Rouladen', 'Sauerbraten', 'Kartoffelsalat', 'Maultaschen', 'Burnt Brezel']);
    expect(names(all)).not.toContain('Tacos');
  });
});
