import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createRecipe, signUp, type Member } from '../../../test/api.ts';
import { createTestApp, testDialect, type TestApp } from '../../../test/test-app.ts';
import { down, up } from '../../../db/migrations/0011-search-words.ts';
import { prefixEnd, searchByRanges, wordMatching, wordRankedMatches, wordSelecting } from './postgres-search-words.ts';
import { postgresSearchQuery } from './postgres-search-index.ts';
import type { MatchScope } from './search-index.ts';
import { matchesAsPrefix } from './whole-words.ts';

describe('prefixEnd', () => {
  it('is the first string after every string with the prefix', () => {
    expect(prefixEnd('gar')).toBe('gas');
    expect(prefixEnd('pho')).toBe('php');
    expect(prefixEnd('caf\u00e9')).toBe('caf\u00ea');
    expect(prefixEnd('a\u{1f600}')).toBe('a\u{1f601}');
  });
});

// PostgreSQL only: SQLite's FTS5 reads its own lists and keeps no such table (decision 0038).
describe.skipIf(testDialect !== 'postgres')('recipe_search_words', () => {
  let t: TestApp;
  let cook: Member;
  const plain = { shortDescription: '', description: '', keywords: [], recipeCuisine: null, recipeCategory: null };

  beforeAll(async () => {
    t = await createTestApp();
    cook = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  type Words = Record<string, number>;

  async function kept(): Promise<Words> {
    const { rows } = await sql<{ word: string; recipe_id: number; places: number }>`
      select * from recipe_search_words`.execute(t.database.db);
    return Object.fromEntries(rows.map((r) => [`${r.word}|${r.recipe_id}`, r.places]));
  }

  /** The words made again from every indexed document. */
  async function rebuilt(): Promise<Words> {
    const { rows } = await sql<{ word: string; recipe_id: number; places: number }>`
      select w.word, s.recipe_id, w.places
      from recipe_search as s, recipe_search_words_of(s.vector, s.head_vector, s.ingredient_vector) as w`.execute(
      t.database.db,
    );
    return Object.fromEntries(rows.map((r) => [`${r.word}|${r.recipe_id}`, r.places]));
  }

  async function change(id: number, payload: Record<string, unknown>) {
    const res = await call(t.app, { method: 'PUT', url: `/api/v1/recipes/${id}`, headers: cook.headers, payload });
    expect(res.status).toBe(200);
  }

  /** What the GIN index of the search rows answers for the same question, as before decision 0038. */
  async function throughVectors(terms: readonly string[], scope: MatchScope, mode: 'all' | 'any'): Promise<number[]> {
    const query = terms
      .map((term) => {
        const weight = scope === 'name' ? 'A' : '';
        return matchesAsPrefix(term) ? `'${term}':*${weight}` : weight ? `'${term}':${weight}` : `'${term}'`;
      })
      .join(mode === 'all' ? ' & ' : ' | ');
    const column = { anywhere: 'vector', head: 'head_vector', name: 'head_vector', ingredients: 'ingredient_vector' };
    const { rows } = await sql<{ id: number }>`select recipe_id as id from recipe_search
      where ${sql.ref(column[scope])} @@ to_tsquery('simple', ${query}) order by 1`.execute(t.database.db);
    return rows.map((row) => row.id);
  }

  async function ids(query: ReturnType<typeof wordMatching>): Promise<number[]> {
    const { rows } = await sql<{ id: number }>`select id from (${query}) as q order by 1`.execute(t.database.db);
    return rows.map((row) => row.id);
  }

  it('holds each word of a recipe once, with where it occurs', async () => {
    const curry = await createRecipe(t.app, cook, {
      ...plain,
      name: 'Chicken Curry',
      shortDescription: 'quick garlic',
      description: 'Serve with rice',
      recipeIngredients: ['2 chicken thighs', '1 clove garlic'],
    });
    const words = await kept();
    // 1 name, 2 head, 4 ingredients; 0 only in the description or taxonomy.
    expect(words[`chicken|${curry.id}`]).toBe(1 | 2 | 4);
    expect(words[`garlic|${curry.id}`]).toBe(2 | 4);
    expect(words[`curry|${curry.id}`]).toBe(1 | 2);
    expect(words[`rice|${curry.id}`]).toBe(0);
    expect(words[`thighs|${curry.id}`]).toBe(4);
    expect(await kept()).toEqual(await rebuilt());
  });

  it('follows edits, ratings, deactivation and deletion in the same transaction', async () => {
    const soup = await createRecipe(t.app, cook, { ...plain, name: 'Garlic Soup', recipeIngredients: ['stock'] });
    await change(soup.id, { name: 'Onion Soup', recipeIngredients: ['onion', 'stock'] });
    let words = await kept();
    expect(words[`garlic|${soup.id}`]).toBeUndefined();
    expect(words[`onion|${soup.id}`]).toBe(1 | 2 | 4);
    expect(await kept()).toEqual(await rebuilt());
    const rater = await signUp(t.app);
    const rated = await call(t.app, {
      method: 'POST',
      url: '/api/v1/ratings',
      headers: rater.headers,
      payload: { recipeId: soup.id, userId: rater.id, rating: 4 },
    });
    expect(rated.status).toBe(201);
    expect(await kept()).toEqual(await rebuilt());
    await change(soup.id, { active: false });
    words = await kept();
    expect(Object.keys(words).some((key) => key.endsWith(`|${soup.id}`))).toBe(false);
    await change(soup.id, { active: true });
    expect(await kept()).toEqual(await rebuilt());
    const removed = await call(t.app, { method: 'DELETE', url: `/api/v1/recipes/${soup.id}`, headers: cook.headers });
    expect(removed.status).toBe(204);
    expect(await kept()).toEqual(await rebuilt());
  });

  it('matches exactly what the tsquery over the vectors matched, in every scope', async () => {
    for (const [name, ingredients, description] of [
      ['Gà nướng sả', ['1 con gà', 'sả'], 'gà ngon'],
      ['Garlic Bread', ['bread', 'garlic butter'], 'crisp'],
      ['Bread and Butter Pudding', ['bread', 'butter', 'c vitamin'], 'garlicky? never'],
      ['Knoblauchsuppe', ['Knoblauch', 'Brühe'], 'a garlic soup'],
    ] as const) {
      await createRecipe(t.app, cook, { ...plain, name, recipeIngredients: [...ingredients], description });
    }
    const questions: string[][] = [['garlic'], ['gar'], ['bread', 'butter'], ['ga'], ['c'], ['knob', 'bru'], ['zzz']];
    for (const terms of questions) {
      for (const scope of ['anywhere', 'head', 'name', 'ingredients'] as const) {
        for (const mode of ['all', 'any'] as const) {
          expect([terms, scope, mode, await ids(wordMatching(terms, scope, mode))]).toEqual([
            terms,
            scope,
            mode,
            await throughVectors(terms, scope, mode),
          ]);
        }
      }
    }
  });

  it('selects words, include and exclude together, and ranks by where every word is', async () => {
    const selected = wordSelecting(['bread'], ['butter'], ['c'])!;
    const expected = await throughVectors(['bread'], 'anywhere', 'all');
    const withButter = new Set(await throughVectors(['butter'], 'ingredients', 'all'));
    const withC = new Set(await throughVectors(['c'], 'ingredients', 'any'));
    expect(await ids(selected)).toEqual(expected.filter((id) => withButter.has(id) && !withC.has(id)));
    expect(wordSelecting([], [], ['c'])).toBeNull();

    const { rows } = await sql<{
      id: number;
      tier: number;
    }>`select * from (${wordRankedMatches(['bread', 'butter'])}) as r
      order by tier, id`.execute(t.database.db);
    const inName = new Set(await throughVectors(['bread', 'butter'], 'name', 'all'));
    const inHead = new Set(await throughVectors(['bread', 'butter'], 'head', 'all'));
    const anywhere = await throughVectors(['bread', 'butter'], 'anywhere', 'all');
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual(anywhere);
    for (const row of rows) expect(row.tier).toBe(inName.has(row.id) ? 0 : inHead.has(row.id) ? 1 : 2);
  });

  it('searches several words from their ranges with the same pages and counts as the query', async () => {
    const searches = [
      ['bread', 'butter'],
      ['garlic', 'bread'],
      ['ga', 'g'],
      ['gar', 'bu', 'br'],
      ['bread', 'zzz'],
      ['c', 'vitamin'],
    ];
    for (const terms of searches) {
      for (const window of [
        { limit: 1, offset: 0 },
        { limit: 2, offset: 1 },
        { limit: 24, offset: 0 },
        { limit: 5, offset: 9 },
      ]) {
        const { rows } = await postgresSearchQuery(terms, window).execute(t.database.db);
        const expected = { ids: rows[0]?.ids ?? [], total: Number(rows[0]?.total ?? 0) };
        expect([terms, window, await searchByRanges(t.database.db, terms, window)]).toEqual([terms, window, expected]);
      }
    }
    // Something to compare: two words found together in several recipes, in different tiers.
    const { rows } = await postgresSearchQuery(['bread', 'butter'], { limit: 24, offset: 0 }).execute(t.database.db);
    expect(Number(rows[0]?.total)).toBeGreaterThan(1);
  });

  it('is filled for the documents indexed before the migration', async () => {
    const before = await kept();
    const raw = t.database.db as unknown as Kysely<unknown>;
    await down(raw, { dialect: 'postgres' });
    await up(raw, { dialect: 'postgres' });
    expect(await kept()).toEqual(before);
    expect(Object.keys(before).length).toBeGreaterThan(10);
  });
});
