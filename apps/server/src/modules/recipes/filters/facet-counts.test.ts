import type { Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { photoStemLength, type Recipe } from '@recipes/contracts';
import { call, createRecipe, signUp, type Member, rateAsNewMember } from '../../../test/api.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { down, up } from '../../../db/migrations/0010-facet-counts.ts';
import { countFiltered, type FilteredListSpec } from './filtered-recipes.repository.ts';
import {
  countFilteredRecipes,
  groupedFacets,
  keptCountsAnswer,
  keptCountsLessExcluded,
  readFacets,
} from './recipe-facets.ts';

let t: TestApp;
let cook: Member;
const stem = 'c'.repeat(photoStemLength);
const photo = [{ image: `/media/1/${stem}-1600.webp`, thumbnail: `/media/1/${stem}-400.webp`, alt: '' }];
const plain = { shortDescription: '', description: '', keywords: [], recipeIngredients: [], images: [] };

beforeAll(async () => {
  t = await createTestApp();
  cook = await signUp(t.app);
});
afterAll(async () => {
  await t.close();
});

const spec = (list: Partial<FilteredListSpec['list']>, filters: Partial<FilteredListSpec['filters']> = {}) => ({
  list: { includeInactive: false, ...list },
  filters: { hasPhoto: false, include: [], exclude: [], ...filters },
  terms: [],
  sort: 'newest' as const,
});

const specs: FilteredListSpec[] = [
  spec({}),
  spec({ category: 'soups' }),
  spec({ cuisine: 'german' }, { minRating: 4 }),
  spec({}, { maxTime: 30, hasPhoto: true }),
  spec({ category: 'desserts' }, { maxTime: 60, minRating: 3 }),
  spec({}, { minRating: 5 }),
];

/** Lists that only exclude ingredients: the kept counts less the excluded recipes (decision 0032). */
const excluding: FilteredListSpec[] = [
  spec({}, { exclude: ['salt'] }),
  spec({ category: 'soups' }, { exclude: ['salt', 'pepper'], minRating: 4 }),
  spec({}, { exclude: ['onion'], maxTime: 30, hasPhoto: true }),
];

/** The kept counts give the same facets and counts as grouping every recipe. */
async function expectKeptCountsExact() {
  const { db } = t.database;
  const { search } = t.app.services;
  for (const one of specs) {
    expect(keptCountsAnswer(one)).toBe(true);
    expect(await readFacets(db, search, one)).toEqual(await groupedFacets(db, search, one));
    expect(await countFilteredRecipes(db, search, one)).toBe(await countFiltered(db, search, one));
  }
  for (const one of excluding) {
    expect(keptCountsLessExcluded(one)).toBe(true);
    expect(await readFacets(db, search, one)).toEqual(await groupedFacets(db, search, one));
  }
}

async function change(id: number, payload: Record<string, unknown>) {
  const res = await call(t.app, { method: 'PUT', url: `/api/v1/recipes/${id}`, headers: cook.headers, payload });
  expect(res.status).toBe(200);
}

const rate = (recipeId: number, rating: number) => rateAsNewMember(t.app, recipeId, rating);

it('answers only lists it can count exactly', () => {
  expect(keptCountsAnswer(spec({}, { maxTime: 45 }))).toBe(false);
  expect(keptCountsAnswer(spec({}, { include: ['garlic'] }))).toBe(false);
  expect(keptCountsAnswer(spec({ ownerId: 1 }))).toBe(false);
  expect(keptCountsAnswer({ ...spec({}), terms: ['soup'] })).toBe(false);
  expect(keptCountsAnswer(spec({}, { exclude: ['salt'] }))).toBe(false);
  expect(keptCountsLessExcluded(spec({}, { exclude: ['salt'], include: ['onion'] }))).toBe(false);
  expect(keptCountsLessExcluded({ ...spec({}, { exclude: ['salt'] }), terms: ['soup'] })).toBe(false);
});

it('stays exact through creates, edits, photos, ratings, deactivation and deletion', async () => {
  const add = (fields: Parameters<typeof createRecipe>[2]) => createRecipe(t.app, cook, { ...plain, ...fields });
  const soup: Recipe = await add({
    name: 'Soup',
    recipeCategory: 'soups',
    recipeCuisine: 'german',
    prepTime: 10,
    recipeIngredients: ['1 onion', 'Salt'],
  });
  const cake = await add({ name: 'Cake', recipeCategory: 'desserts', recipeCuisine: null, cookTime: 50 });
  await add({ name: 'Broth', recipeCategory: 'soups', prepTime: 20, recipeIngredients: ['Salt', 'Pepper'] });
  await add({ name: 'Draft', recipeCategory: 'soups', recipeCuisine: 'german', active: false });
  await expectKeptCountsExact();

  await change(soup.id, { cookTime: 40, recipeCuisine: 'italian' });
  await expectKeptCountsExact();
  await change(cake.id, { images: photo });
  await expectKeptCountsExact();
  // Into the excluded recipes by its ingredients.
  await change(cake.id, { recipeIngredients: ['Sugar', 'a pinch of salt'] });
  await expectKeptCountsExact();
  for (const rating of [5, 4]) await rate(cake.id, rating);
  await rate(soup.id, 3);
  await expectKeptCountsExact();
  await change(cake.id, { active: false });
  await expectKeptCountsExact();
  await change(cake.id, { active: true });
  await expectKeptCountsExact();
  const removed = await call(t.app, { method: 'DELETE', url: `/api/v1/recipes/${soup.id}`, headers: cook.headers });
  expect(removed.status).toBe(204);
  await expectKeptCountsExact();
  expect(await countFilteredRecipes(t.database.db, t.app.services.search, spec({}))).toBe(2);
});

it('is filled for the recipes stored before the migration', async () => {
  await createRecipe(t.app, cook, { ...plain, name: 'Stew', recipeCategory: 'soups', prepTime: 5, cookTime: 5 });
  const raw = t.database.db as unknown as Kysely<unknown>;
  await down(raw, { dialect: t.database.dialect });
  await up(raw, { dialect: t.database.dialect });
  await expectKeptCountsExact();
  expect(await countFilteredRecipes(t.database.db, t.app.services.search, spec({}))).toBe(3);
});
