import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoStemLength, recipeSorts, type Recipe, type RecipeSort } from '@recipes/contracts';
import { createRng } from '../../../sample-content/art/random.ts';
import { call, createRecipe, signUp, type Member, rateAsNewMember } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { searchTerms } from '../search/search-document.ts';
import { createFactAnswers, type FactAnswers } from './fact-answers.ts';
import { countFiltered, filteredPageIds, type FilteredListSpec } from './filtered-recipes.repository.ts';
import { groupedFacets } from './recipe-facets.ts';

let t: TestApp;
let cooks: Member[];
let facts: FactAnswers;
const recipes: Recipe[] = [];
const rng = createRng('fact answers');
const pick = <T>(items: readonly T[]): T => items[Math.floor(rng.next() * items.length)]!;
const maybe = <T>(chance: number, value: () => T): T | undefined => (rng.next() < chance ? value() : undefined);

const names = ['Garlic Soup', 'Chicken Curry', 'Phở bò', 'Knoblauchbrot', 'Bánh mì gà', 'Onion Tart', 'Gà kho'];
const ingredients = ['garlic', 'chicken', 'onion', 'butter', 'salt', 'đậu phụ', 'Käse', 'c vitamin', 'rice'];
const categories = ['soups', 'desserts', 'breakfast', null] as const;
const cuisines = ['german', 'vietnamese', 'italian', null] as const;
const photo = (n: number) => {
  const stem = String(n).padStart(photoStemLength, 'a');
  return [{ image: `/media/1/${stem}-1600.webp`, thumbnail: `/media/1/${stem}-400.webp`, alt: '' }];
};

beforeAll(async () => {
  t = await createTestApp();
  cooks = [await signUp(t.app), await signUp(t.app)];
  const { db } = t.database;
  const { search, changes } = t.app.services;
  // Read in chunks of 7 rows, so that the first reading takes several statements.
  facts = createFactAnswers({ db, search, changes, loadChunk: 7 });
  for (let i = 0; i < 48; i++) {
    const recipe = await createRecipe(t.app, pick(cooks), {
      name: `${pick(names)} ${i}`,
      shortDescription: pick(['', 'quick garlic', 'with onion']),
      keywords: [],
      recipeIngredients: [pick(ingredients), pick(ingredients)],
      recipeCategory: pick(categories),
      recipeCuisine: pick(cuisines),
      prepTime: pick([null, 5, 10, 20]),
      cookTime: pick([null, 5, 25, 50]),
      images: rng.next() < 0.4 ? photo(i) : [],
      // Some drafts: only their owner's own list shows them.
      active: i % 8 !== 5,
    });
    recipes.push(recipe);
  }
  for (const recipe of recipes.filter((r) => r.active).slice(0, 30))
    await rate(recipe.id, 1 + Math.floor(rng.next() * 5));
}, 120_000);
afterAll(async () => {
  await t.close();
});

const rate = (recipeId: number, rating: number) => rateAsNewMember(t.app, recipeId, rating);

function randomSpec(): { spec: FilteredListSpec; limit: number; offset: number } {
  const terms = pick([[], [], ['garlic'], ['ga'], ['g'], ['chicken', 'curry'], ['pho'], ['knob'], ['zzz']]);
  const sorts: readonly RecipeSort[] = terms.length > 0 ? recipeSorts : recipeSorts.filter((s) => s !== 'relevance');
  const ownerId = maybe(0.2, () => pick(cooks).id);
  const spec: FilteredListSpec = {
    list: {
      // A member's own list, drafts included (listsInactiveOf), most times a member is asked for.
      includeInactive: ownerId !== undefined && rng.next() < 0.6,
      category: maybe(0.3, () => pick(['soups', 'desserts', 'nothing'])),
      cuisine: maybe(0.2, () => pick(['german', 'vietnamese'])),
      cuisines: maybe(0.1, () => ['german', 'italian']),
      ownerId,
    },
    filters: {
      maxTime: maybe(0.4, () => pick([15, 30, 45, 60])),
      minRating: maybe(0.3, () => pick([1, 3, 4, 5])),
      hasPhoto: rng.next() < 0.3,
      include: maybe(0.3, () => searchTerms(pick(ingredients))) ?? [],
      exclude: maybe(0.3, () => searchTerms(pick(ingredients))) ?? [],
    },
    terms,
    sort: pick(sorts),
  };
  const limit = pick([3, 5, 24]);
  return { spec, limit, offset: pick([0, 0, limit, 2 * limit]) };
}

/** The facts give the same page, count and facets as the SQL over the tables. */
async function expectSameAsSql(questions: number) {
  const { db } = t.database;
  const { search } = t.app.services;
  let answered = 0;
  for (let i = 0; i < questions; i++) {
    const { spec, limit, offset } = randomSpec();
    const label = JSON.stringify({ spec, limit, offset });
    const page = await facts.page(spec, limit, offset);
    if (page.ids.length > 0) answered++;
    const total = await countFiltered(db, search, spec);
    expect([label, page]).toEqual([label, { ids: await filteredPageIds(db, search, spec, limit, offset), total }]);
    expect([label, await facts.count(spec)]).toEqual([label, total]);
    expect([label, await facts.facets(spec)]).toEqual([label, await groupedFacets(db, search, spec)]);
  }
  // The questions find something often enough to compare orders and counts, not only empty pages.
  expect(answered).toBeGreaterThan(questions / 4);
}

describe('answers from the fact columns', () => {
  it('equal the SQL answers for every kind of question', async () => {
    await expectSameAsSql(250);
  });

  it('show a member’s drafts in their own list only', async () => {
    const cook = cooks[0]!;
    const drafts = recipes.filter((r) => !r.active && r.createdByUserId === cook.id).map((r) => r.id);
    expect(drafts.length).toBeGreaterThan(0);
    const list = (includeInactive: boolean): FilteredListSpec => ({
      list: { includeInactive, ownerId: cook.id },
      filters: { hasPhoto: false, include: [], exclude: [] },
      terms: [],
      sort: 'newest',
    });
    const own = await facts.page(list(true), 100, 0);
    const seenByOthers = await facts.page(list(false), 100, 0);
    expect(own.ids).toEqual(expect.arrayContaining(drafts));
    expect(seenByOthers.ids.filter((id) => drafts.includes(id))).toEqual([]);
    expect(own.total).toBe(seenByOthers.total + drafts.length);
  });

  it('follow every write at once: ratings, edits, photos, deactivation, deletion', async () => {
    const [first, second, third, fourth] = recipes;
    const change = async (id: number, payload: Record<string, unknown>) => {
      const owner = cooks.find((cook) => cook.id === recipes.find((r) => r.id === id)!.createdByUserId)!;
      const res = await call(t.app, { method: 'PUT', url: `/api/v1/recipes/${id}`, headers: owner.headers, payload });
      expect(res.status).toBe(200);
    };
    await rate(first!.id, 5);
    await rate(first!.id, 5);
    await expectSameAsSql(30);
    await change(second!.id, { prepTime: 1, cookTime: 2, recipeCategory: 'desserts', images: photo(99) });
    await expectSameAsSql(30);
    await change(third!.id, { active: false });
    await expectSameAsSql(30);
    const owner = cooks.find((cook) => cook.id === fourth!.createdByUserId)!;
    const removed = await call(t.app, {
      method: 'DELETE',
      url: `/api/v1/recipes/${fourth!.id}`,
      headers: owner.headers,
    });
    expect(removed.status).toBe(204);
    recipes.push(await createRecipe(t.app, cooks[0]!, { name: 'Garlic Chicken new', recipeCategory: 'soups' }));
    await expectSameAsSql(30);
  });
});
