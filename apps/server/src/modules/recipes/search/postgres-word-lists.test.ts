import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRecipe, deleteAccount, signUp, type Member } from '../../../test/api.ts';
import { createTestApp, testDialect, type TestApp } from '../../../test/test-app.ts';
import { createSearchIndex } from './create-search-index.ts';
import { postgresSearchQuery } from './postgres-search-index.ts';
import { readWordRange, type WordRange } from './postgres-search-words.ts';
import { createWordLists } from './postgres-word-lists.ts';
import type { SearchIndex } from './search-index.ts';

// PostgreSQL only: SQLite's FTS5 reads its own lists (decision 0044).
describe.skipIf(testDialect !== 'postgres')('search word lists in memory', () => {
  let t: TestApp;
  let cook: Member;
  // Small reads and an early fold, so both happen with a handful of recipes.
  let search: SearchIndex;
  const plain = { shortDescription: '', description: '', keywords: [], recipeCuisine: null, recipeCategory: null };

  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app);
    search = createSearchIndex({
      dialect: 'postgres',
      db: t.database.db,
      changes: t.app.services.changes,
      wordLists: { wordsPerRead: 3, foldAfter: 2 },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  const pairs = ({ ids, places }: WordRange) => [...ids].map((id, i) => `${id}:${places[i]}`).sort();

  /** Every word the table holds, their one- to three-letter prefixes and a word it lacks. */
  async function questions(): Promise<string[]> {
    const { rows } = await sql<{ word: string }>`select distinct word from recipe_search_words`.execute(t.database.db);
    const terms = new Set(['zzz', 'q']);
    for (const { word } of rows)
      for (const size of [1, 2, 3, word.length]) terms.add([...word].slice(0, size).join(''));
    return [...terms];
  }

  /** The memory's range of every question equals the table's. */
  async function expectSameAsTable() {
    const terms = await questions();
    expect(terms.length).toBeGreaterThan(10);
    for (const term of terms) {
      const kept = pairs(await search.wordRange!(t.database.db, term));
      expect([term, kept]).toEqual([term, pairs(await readWordRange(t.database.db, term))]);
    }
  }

  const change = async (id: number, payload: Record<string, unknown>) => {
    const res = await call(t.app, { method: 'PUT', url: `/api/v1/recipes/${id}`, headers: cook.headers, payload });
    expect(res.status).toBe(200);
  };

  it('answers every range as the table does after every kind of write', async () => {
    const soup = await createRecipe(t.app, cook, {
      ...plain,
      name: 'Garlic Soup',
      shortDescription: 'Phở-style broth',
      recipeIngredients: ['1 head garlic', 'stock'],
    });
    await expectSameAsTable();
    await createRecipe(t.app, cook, { ...plain, name: 'Gà nướng sả', recipeIngredients: ['1 con gà', 'sả'] });
    await createRecipe(t.app, cook, { ...plain, name: 'Knoblauchbrot', recipeIngredients: ['Knoblauch', 'Brot'] });
    await expectSameAsTable();
    await change(soup.id, { name: 'Onion Soup', recipeIngredients: ['onion', 'stock'] });
    await expectSameAsTable();
    const rater = await signUp(t.app);
    const rated = await call(t.app, {
      method: 'POST',
      url: '/api/v1/ratings',
      headers: rater.headers,
      payload: { recipeId: soup.id, userId: rater.id, rating: 5 },
    });
    expect(rated.status).toBe(201);
    await change(soup.id, { active: false });
    await expectSameAsTable();
    await change(soup.id, { active: true });
    await expectSameAsTable();
    const removed = await call(t.app, { method: 'DELETE', url: `/api/v1/recipes/${soup.id}`, headers: cook.headers });
    expect(removed.status).toBe(204);
    await expectSameAsTable();
  });

  it('drops the recipes of a deleted account', async () => {
    const leaving = await signUp(t.app);
    await createRecipe(t.app, leaving, { ...plain, name: 'Leaving Lasagne', recipeIngredients: ['lasagne sheets'] });
    await expectSameAsTable();
    expect((await deleteAccount(t.app, leaving)).status).toBe(204);
    await expectSameAsTable();
    expect((await search.wordRange!(t.database.db, 'lasagne')).ids).toHaveLength(0);
  });

  it('searches with the same pages and counts as the query over the table', async () => {
    for (const [name, ingredients] of [
      ['Garlic Bread', ['bread', 'garlic butter']],
      ['Bread and Butter Pudding', ['bread', 'butter']],
      ['Butter Chicken', ['chicken', 'butter', 'garlic']],
    ] as const) {
      await createRecipe(t.app, cook, { ...plain, name, recipeIngredients: [...ingredients] });
    }
    const questions = [
      ['bread', 'butter'],
      ['garlic'],
      ['ga'],
      ['g'],
      ['chick'],
      ['s'],
      ['bu', 'gar'],
      ['bread', 'zzz'],
    ];
    for (const terms of questions) {
      for (const window of [
        { limit: 24, offset: 0 },
        { limit: 2, offset: 1 },
        { limit: 2, offset: 5 },
      ]) {
        const { rows } = await postgresSearchQuery(terms, window).execute(t.database.db);
        const expected = { ids: rows[0]?.ids ?? [], total: Number(rows[0]?.total ?? 0) };
        expect([terms, window, await search.search(t.database.db, terms, window)]).toEqual([terms, window, expected]);
      }
    }
  });

  it('reads everything again when notices may have been lost', async () => {
    const lists = createWordLists(t.database.db, { wordsPerRead: 2 });
    expect(pairs(await lists.range('bread'))).toEqual(pairs(await readWordRange(t.database.db, 'bread')));
    // Written behind the lists' back (as if its notice were lost): only 'all' brings it in.
    const { rows } = await sql<{ recipe_id: number }>`select recipe_id from recipe_search limit 1`.execute(
      t.database.db,
    );
    await sql`insert into recipe_search_words (word, recipe_id, places)
      values ('unnoticed', ${rows[0]!.recipe_id}, 0)`.execute(t.database.db);
    expect((await lists.range('unnoticed')).ids).toHaveLength(0);
    lists.changed('all');
    expect([...(await lists.range('unnoticed')).ids]).toEqual([rows[0]!.recipe_id]);
    await sql`delete from recipe_search_words where word = 'unnoticed'`.execute(t.database.db);
  });
});
