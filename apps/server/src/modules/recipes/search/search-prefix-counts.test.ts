import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoStemLength, type Recipe } from '@recipes/contracts';
import { call, createRecipe, signUp, type Member } from '../../../test/api.ts';
import { createTestApp, testDialect, type TestApp } from '../../../test/test-app.ts';
import { down, up } from '../../../db/migrations/0009-search-prefix-counts.ts';
import { postgresSearchQuery } from './postgres-search-index.ts';

// PostgreSQL only: SQLite counts prefixes from FTS5 itself and keeps no such table (decision 0028).
describe.skipIf(testDialect !== 'postgres')('recipe_search_prefixes stays exact on every write', () => {
  let t: TestApp;
  let cook: Member;
  const stem = 'b'.repeat(photoStemLength);
  const photo = [{ image: `/media/1/${stem}-1600.webp`, thumbnail: `/media/1/${stem}-400.webp`, alt: '' }];
  const plain = { shortDescription: '', description: '', keywords: [], recipeCuisine: null, recipeCategory: null };

  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  type Counts = Record<string, [number, number, number]>;

  /** The kept rows, without those that fell back to zero. */
  async function kept(): Promise<Counts> {
    const { rows } = await sql<{ prefix: string; in_name: number; in_head: number; anywhere: number }>`
      select * from recipe_search_prefixes where in_name <> 0 or in_head <> 0 or anywhere <> 0`.execute(t.database.db);
    return Object.fromEntries(rows.map((r) => [r.prefix, [r.in_name, r.in_head, r.anywhere]]));
  }

  /** The same counts made again from every indexed document. */
  async function recounted(): Promise<Counts> {
    const { rows } = await sql<{ prefix: string; in_name: number; in_head: number; anywhere: number }>`
      select p.prefix, sum(p.in_name)::int as in_name, sum(p.in_head)::int as in_head, sum(p.anywhere)::int as anywhere
      from recipe_search, recipe_search_prefixes_of(recipe_search.vector, recipe_search.head_vector) as p
      group by p.prefix`.execute(t.database.db);
    return Object.fromEntries(rows.map((r) => [r.prefix, [r.in_name, r.in_head, r.anywhere]]));
  }

  async function expectExact() {
    expect(await kept()).toEqual(await recounted());
  }

  async function change(id: number, payload: Record<string, unknown>) {
    const res = await call(t.app, { method: 'PUT', url: `/api/v1/recipes/${id}`, headers: cook.headers, payload });
    expect(res.status).toBe(200);
  }

  async function searchFor(word: string, offset = 0) {
    const hits = await t.app.services.search.search(t.database.db, [word], { limit: 2, offset });
    const general = await postgresSearchQuery([word], { limit: 2, offset }).execute(t.database.db);
    return { hits, general: { ids: general.rows[0]?.ids ?? [], total: Number(general.rows[0]?.total ?? 0) } };
  }

  let curry: Recipe;
  let soup: Recipe;

  it('counts each prefix by tier when recipes are created', async () => {
    curry = await createRecipe(t.app, cook, { ...plain, name: 'Chicken Curry', recipeIngredients: ['garlic'] });
    soup = await createRecipe(t.app, cook, {
      ...plain,
      name: 'Garlic Soup',
      shortDescription: 'chicken stock',
      recipeIngredients: ['chicken stock'],
    });
    await createRecipe(t.app, cook, { ...plain, name: 'Rice', description: 'no chickpeas, only garlic' });
    const counts = await kept();
    // Name (weight A), head (name, short description, keywords), anywhere.
    expect(counts['chick']).toEqual([1, 2, 3]);
    expect(counts['garlic']).toEqual([1, 1, 3]);
    expect(counts['']).toEqual([3, 3, 3]);
    await expectExact();
  });

  it('follows edits, photos and ratings, deactivation and deletion', async () => {
    await change(curry.id, { name: 'Lamb Curry' });
    await expectExact();
    expect((await kept())['chick']).toEqual([0, 1, 2]);
    // A photo or a rating does not change the document: nothing to count again, still exact.
    await change(soup.id, { images: photo });
    const rater = await signUp(t.app);
    const rated = await call(t.app, {
      method: 'POST',
      url: '/api/v1/ratings',
      headers: rater.headers,
      payload: { recipeId: soup.id, userId: rater.id, rating: 5 },
    });
    expect(rated.status).toBe(201);
    await expectExact();
    await change(soup.id, { active: false });
    expect((await kept())['garlic']).toEqual([0, 0, 2]);
    await expectExact();
    await change(soup.id, { active: true });
    await expectExact();
    const removed = await call(t.app, { method: 'DELETE', url: `/api/v1/recipes/${curry.id}`, headers: cook.headers });
    expect(removed.status).toBe(204);
    await expectExact();
    expect((await kept())['']).toEqual([2, 2, 2]);
  });

  it('answers one-word searches with the same page and count as the general query', async () => {
    for (const name of ['Chicken Pie', 'Chickpea Salad', 'Stock', 'Chicken Stock']) {
      await createRecipe(t.app, cook, { ...plain, name, shortDescription: 'with chicken', description: 'garlic' });
    }
    for (const word of ['chick', 'chicken', 'garlic', 'stock', 's', 'nothing']) {
      for (const offset of [0, 1, 2, 5]) {
        const { hits, general } = await searchFor(word, offset);
        expect(hits).toEqual(general);
      }
    }
  });

  it('is filled for the documents indexed before the migration', async () => {
    const before = await kept();
    const raw = t.database.db as unknown as Kysely<unknown>;
    await down(raw, { dialect: 'postgres' });
    await up(raw, { dialect: 'postgres' });
    expect(await kept()).toEqual(before);
    expect(before['chick']?.[2]).toBeGreaterThan(0);
    await expectExact();
  });
});
