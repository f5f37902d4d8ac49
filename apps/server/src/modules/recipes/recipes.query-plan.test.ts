import { CompiledQuery, sql, type Compilable, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.ts';
import {
  countQuery,
  listPageIdsQuery,
  listPageQuery,
  recipesByIdsQuery,
  type RecipeListFilter,
} from './recipes.repository.ts';
import {
  filteredCountQuery,
  filteredPageIdsQuery,
  type FilteredListSpec,
} from './filters/filtered-recipes.repository.ts';
import { facetGroupsQuery } from './filters/recipe-facets.ts';
import { postgresSearchQuery } from './search/postgres-search-index.ts';
import { searchTerms } from './search/search-document.ts';
import { sqliteSearchQueries } from './search/sqlite-search-index.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const cases: [string, RecipeListFilter, string][] = [
  ['everything', { includeInactive: false }, 'recipes_active_created'],
  ['a category', { category: 'soups', includeInactive: false }, 'recipes_category_created'],
  ['a cuisine', { cuisine: 'german', includeInactive: false }, 'recipes_cuisine_created'],
  // With several cuisines SQLite may seek each one in the cuisine index, or walk the
  // newest-first index and stop after a page; either way it reads an index, not the table.
  [
    'several cuisines',
    { cuisines: ['german', 'austrian'], includeInactive: false },
    '(recipes_cuisine_created|recipes_active_created)',
  ],
  ["a member's active recipes", { ownerId: 1, includeInactive: false }, 'recipes_owner_created'],
  ["a member's own list", { ownerId: 1, includeInactive: true }, 'recipes_owner_created'],
];

/** SQLite's plan for a query, one line per step, e.g. 'SEARCH recipes USING INDEX …'. */
async function sqlitePlanOf(query: Compilable | RawBuilder<unknown>): Promise<string> {
  const compiled = query.compile(t.database.db);
  const result = await t.database.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows.map((row) => row.detail).join('\n');
}

/**
 * PostgreSQL's plan with sequential scans priced out: a test table is tiny, so the planner
 * would rightly scan it; this shows that an index can answer the query (filter and order).
 */
async function postgresPlanOf(query: Compilable | RawBuilder<unknown>, { sortOff = false } = {}): Promise<string> {
  const compiled = query.compile(t.database.db);
  return t.database.db.transaction().execute(async (tx) => {
    await sql`set local enable_seqscan = off`.execute(tx);
    // A sort of a tiny table is cheap; priced out, the plan shows that an index gives the order.
    if (sortOff) await sql`set local enable_sort = off`.execute(tx);
    const result = await tx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`explain ${compiled.sql}`, [...compiled.parameters]),
    );
    return result.rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe.skipIf(testDialect !== 'sqlite')('SQLite list queries use their indexes (EXPLAIN QUERY PLAN)', () => {
  it.each(cases)('%s', async (_label, filter, index) => {
    const page = await sqlitePlanOf(listPageQuery(t.database.db, filter, 24, 0));
    expect(page).toMatch(new RegExp(`SEARCH recipes USING (COVERING )?INDEX ${index}`));
    // Authors come from the same query, by primary key: no scan, no per-row query.
    expect(page).toMatch(/SEARCH users USING INTEGER PRIMARY KEY/);
    expect(page).not.toMatch(/SCAN (recipes|users)/);

    const count = await sqlitePlanOf(countQuery(t.database.db, filter));
    expect(count).toMatch(new RegExp(`SEARCH recipes USING (COVERING )?INDEX ${index}`));
    expect(count).not.toMatch(/SCAN recipes/);
  });

  it.each(cases)('%s: the ids of a page come from the index alone', async (_label, filter, index) => {
    const ids = await sqlitePlanOf(listPageIdsQuery(t.database.db, filter, 24, 48));
    // The member index has no active column and a cuisine list may walk the newest-first index,
    // so those read rows for the filter; the site-wide, category and cuisine lists never do.
    const covering = filter.ownerId === undefined && filter.cuisines === undefined;
    expect(ids).toMatch(new RegExp(`SEARCH recipes USING ${covering ? 'COVERING ' : '(COVERING )?'}INDEX ${index}`));
    expect(ids).not.toMatch(/SCAN recipes/);
    if (filter.cuisines === undefined) expect(ids).not.toMatch(/TEMP B-TREE/);
  });

  it('reads the rows of a page by primary key, with their authors, in one query', async () => {
    const plan = await sqlitePlanOf(recipesByIdsQuery(t.database.db, [5, 3, 9]));
    expect(plan).toMatch(/SEARCH recipes USING INTEGER PRIMARY KEY \(rowid=\?\)/);
    expect(plan).toMatch(/SEARCH users USING INTEGER PRIMARY KEY/);
    expect(plan).not.toMatch(/SCAN/);
  });

  it('searches the full-text index alone, by MATCH, each level newest first without a sort step', async () => {
    for (const words of ['garlic', 'chicken cur']) {
      const queries = sqliteSearchQueries(searchTerms(words));
      for (const query of [...queries.levels.map((level) => queries.level(level, 24)), queries.count]) {
        const plan = await sqlitePlanOf(query);
        // FTS5 marks a MATCH constraint with 'M' in its index string; without one it reads every row.
        expect(plan).toMatch(/SCAN recipe_search VIRTUAL TABLE INDEX \d+:M/);
        expect(plan).not.toMatch(/\brecipes\b|users|TEMP B-TREE/);
      }
    }
  });

  it('orders single-valued lists straight from the index, without a sort step', async () => {
    for (const [, filter] of cases.filter(([, f]) => f.cuisines === undefined)) {
      const page = await sqlitePlanOf(listPageQuery(t.database.db, filter, 24, 0));
      expect(page).not.toMatch(/TEMP B-TREE/);
    }
  });
});

const noFilters = { hasPhoto: false, include: [], exclude: [] };
const everything = { includeInactive: false };
const spec = (fields: Partial<FilteredListSpec>): FilteredListSpec => ({
  list: everything,
  filters: noFilters,
  terms: [],
  sort: 'newest',
  ...fields,
});

describe.skipIf(testDialect !== 'sqlite')('SQLite filter queries (EXPLAIN QUERY PLAN)', () => {
  it('sorts by weighted rating and by time from their indexes, without a sort step', async () => {
    const { db } = t.database;
    const { search } = t.app.services;
    for (const [sort, index] of [
      ['rating', 'recipes_rating_order'],
      ['quickest', 'recipes_time_order'],
    ] as const) {
      const plan = await sqlitePlanOf(filteredPageIdsQuery(db, search, spec({ sort }), 24, 0));
      expect(plan).toMatch(new RegExp(`SCAN recipes USING INDEX ${index}`));
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('counts facets of a plain list from the covering index, without reading rows', async () => {
    const plan = await sqlitePlanOf(facetGroupsQuery(t.database.db, t.app.services.search, spec({})));
    expect(plan).toMatch(/USING COVERING INDEX recipes_filter_facts/);
  });

  it('matches words, ingredients and exclusions in one full-text query, not in the rows', async () => {
    const filters = { ...noFilters, include: ['onion'], exclude: ['nut'] };
    const query = filteredCountQuery(t.database.db, t.app.services.search, spec({ terms: ['garlic'], filters }));
    const plan = await sqlitePlanOf(query);
    // One FTS5 expression (decision 0032): FTS5 intersects the lists, the walk tests one set.
    expect(plan.match(/VIRTUAL TABLE INDEX \d+:M/g)).toHaveLength(1);
    expect(plan).toMatch(/recipes USING COVERING INDEX/);
  });
});

describe.skipIf(testDialect !== 'postgres')('PostgreSQL list queries can use their indexes (EXPLAIN)', () => {
  it.each(cases)('%s', async (_label, filter, index) => {
    const page = await postgresPlanOf(listPageQuery(t.database.db, filter, 24, 0));
    expect(page).toMatch(new RegExp(`using ${index}`));
    expect(page).toMatch(/users_pkey/);
    expect(page).not.toMatch(/Seq Scan/);

    const ids = await postgresPlanOf(listPageIdsQuery(t.database.db, filter, 24, 48));
    expect(ids).toMatch(new RegExp(`using ${index}`));
    expect(ids).not.toMatch(/Seq Scan|users/);
  });

  it('reads the rows of a page by primary key, with their authors', async () => {
    const plan = await postgresPlanOf(recipesByIdsQuery(t.database.db, [5, 3, 9]));
    expect(plan).toMatch(/recipes_pkey/);
    expect(plan).toMatch(/users_pkey/);
    expect(plan).not.toMatch(/Seq Scan/);
  });

  it("ranks in tiers from the words' own index ranges, not from the wide search rows", async () => {
    const plan = await postgresPlanOf(postgresSearchQuery(searchTerms('garlic'), { limit: 24, offset: 0 }));
    // One pass over the word's range (decision 0038): no tier set, no vector read, no scoring.
    expect(plan).toMatch(/\(word >= 'garlic'::text\) AND \(word < 'garlid'::text\)/);
    expect(plan).toMatch(/recipe_search_words_pkey/);
    expect(plan).not.toMatch(/recipe_search_head|recipe_search_vector|ts_rank|Seq Scan/);
  });

  it('sorts by weighted rating and by time from their indexes', async () => {
    const { db } = t.database;
    const { search } = t.app.services;
    for (const [sort, index] of [
      ['rating', 'recipes_rating_order'],
      ['quickest', 'recipes_time_order'],
    ] as const) {
      const plan = await postgresPlanOf(filteredPageIdsQuery(db, search, spec({ sort }), 24, 0), { sortOff: true });
      expect(plan).toMatch(new RegExp(`using ${index}`));
      expect(plan).not.toMatch(/Seq Scan|Sort Key/);
    }
  });

  it('matches ingredients in the words table by range, one letter as the word alone', async () => {
    const plan = await postgresPlanOf(t.app.services.search.matching(['onion', 'n'], 'ingredients', 'any'));
    expect(plan).toMatch(/\(word >= 'onion'::text\) AND \(word < 'onioo'::text\)/);
    expect(plan).toMatch(/word = 'n'::text/);
    expect(plan).toMatch(/recipe_search_words_pkey/);
    expect(plan).not.toMatch(/Seq Scan|recipe_search_ingredients/);
  });

  it('searches the words table alone, one range per word, for the page and the count in one pass', async () => {
    const plan = await postgresPlanOf(postgresSearchQuery(searchTerms('chicken cur'), { limit: 24, offset: 0 }));
    expect(plan.match(/Index Scan on recipe_search_words_pkey/g)).toHaveLength(2);
    expect(plan).not.toMatch(/Seq Scan|\brecipes\b|recipe_search_vector/);
  });
});
