import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, signUp } from '../../../test/api.ts';
import { createTestApp, testDialect, type TestApp } from '../../../test/test-app.ts';
import { createSqliteSearchIndex } from './sqlite-search-index.ts';
import type { MatchScope } from './search-index.ts';

// SQLite only: PostgreSQL's ranked search has its own comparison in search-words.test.ts.
describe.skipIf(testDialect !== 'sqlite')('SQLite ranked search', () => {
  let t: TestApp;
  const search = createSqliteSearchIndex();
  const words = ['garlic', 'onion', 'basil', 'lime'];

  beforeAll(async () => {
    t = await createTestApp();
    const cook = await signUp(t.app);
    // Recipes whose words fall in the name, the head (short description, keywords) or only the
    // ingredients, in every mix, so each tier of a search holds several recipes, spread over ids.
    let seed = 7;
    const pick = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return words.filter((_, i) => (seed >> (i + 8)) & 1);
    };
    for (let i = 0; i < 60; i++) {
      await createRecipe(t.app, cook, {
        name: `Dish ${i} ${pick().join(' ')}`,
        shortDescription: pick().join(' '),
        keywords: pick(),
        recipeIngredients: ['water', ...pick().map((word) => `1 ${word}`)],
      });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  const matching = async (terms: string[], scope: MatchScope) =>
    (await search.matching(terms, scope).execute(t.database.db)).rows.map((row) => row.id);

  /** The definition: every word in the name, then in the head, then anywhere; newest first in each. */
  async function expected(terms: string[], limit: number, offset: number) {
    const name = await matching(terms, 'name');
    const head = await matching(terms, 'head');
    const anywhere = await matching(terms, 'anywhere');
    const newestFirst = (ids: number[]) => [...ids].sort((a, b) => b - a);
    const ordered = [
      ...newestFirst(name),
      ...newestFirst(head.filter((id) => !name.includes(id))),
      ...newestFirst(anywhere.filter((id) => !head.includes(id))),
    ];
    return { ids: ordered.slice(offset, offset + limit), total: anywhere.length };
  }

  it('gives the pages and totals of the tiers, read level by level', async () => {
    const searches = [['garlic'], ['garlic', 'onion'], ['basil', 'lime'], ['o'], ['gar', 'on', 'li'], ['zzz']];
    let compared = 0;
    for (const terms of searches) {
      const { total } = await expected(terms, 1, 0);
      for (const [limit, offset] of [
        [1, 0],
        [3, 2],
        [24, 0],
        [5, 9],
        [7, Math.max(0, total - 4)],
        [10, total + 3],
      ] as const) {
        const found = await search.search(t.database.db, terms, { limit, offset });
        expect([terms, limit, offset, found]).toEqual([terms, limit, offset, await expected(terms, limit, offset)]);
        compared++;
      }
    }
    // Something to compare: a search whose three tiers all hold recipes.
    const name = await matching(['garlic'], 'name');
    const head = await matching(['garlic'], 'head');
    const anywhere = await matching(['garlic'], 'anywhere');
    expect(name.length).toBeGreaterThan(2);
    expect(head.length).toBeGreaterThan(name.length + 2);
    expect(anywhere.length).toBeGreaterThan(head.length + 2);
    expect(compared).toBe(36);
  });
});
