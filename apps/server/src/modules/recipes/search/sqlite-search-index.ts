import { sql } from 'kysely';
import { readHits, type SearchQueries } from './search-hits.ts';
import { relevanceTier } from './relevance.ts';
import { buildSearchDocument } from './search-document.ts';
import type { MatchScope, SearchIndex } from './search-index.ts';

const scopeColumns: Record<MatchScope, string> = {
  anywhere: '',
  head: '{name short_description keywords} : ',
  name: '{name} : ',
  ingredients: '{ingredients} : ',
};

/**
 * Each term becomes a quoted FTS5 string with a prefix star; quoting (with any quote doubled)
 * keeps FTS5 syntax such as NEAR, AND, '-' or '(' in user input from being interpreted. A scope
 * other than anywhere puts a column filter in front.
 */
function matchExpression(terms: readonly string[], scope: MatchScope = 'anywhere', mode: 'all' | 'any' = 'all') {
  const phrases = terms.map((term) => `"${term.replaceAll('"', '""')}"*`).join(mode === 'all' ? ' AND ' : ' OR ');
  return `${scopeColumns[scope]}(${phrases})`;
}

const sqliteMatching = (terms: readonly string[], scope: MatchScope, mode: 'all' | 'any' = 'all') =>
  sql<{
    id: number;
  }>`select rowid as id from recipe_search where recipe_search match ${matchExpression(terms, scope, mode)}`;

/**
 * A page of ranked ids and the number of matches. Only active recipes are indexed, so neither
 * query reads the recipes table. Ties go to the newer recipe (the higher id): pages stay stable.
 * Exported so a test can ask the planner how they run.
 */
export function sqliteSearchQueries(
  terms: readonly string[],
  { limit, offset }: { limit: number; offset: number },
): SearchQueries {
  const match = matchExpression(terms);
  return {
    hits: sql<{ id: number }>`select rowid as id from recipe_search where recipe_search match ${match}
      order by ${relevanceTier(sqliteMatching, terms, sql`rowid`)}, rowid desc limit ${limit} offset ${offset}`,
    count: sql<{ total: number }>`select count(*) as total from recipe_search where recipe_search match ${match}`,
  };
}

/** SQLite: an FTS5 table whose rowid is the recipe id, holding active recipes only. */
export function createSqliteSearchIndex(): SearchIndex {
  return {
    async index(db, row) {
      await sql`delete from recipe_search where rowid = ${row.id}`.execute(db);
      if (row.active !== 1) return;
      const doc = buildSearchDocument(row);
      await sql`insert into recipe_search (rowid, name, short_description, description, ingredients, keywords, taxonomy)
        values (${row.id}, ${doc.name}, ${doc.short_description}, ${doc.description}, ${doc.ingredients},
                ${doc.keywords}, ${doc.taxonomy})`.execute(db);
    },

    async remove(db, recipeId) {
      await sql`delete from recipe_search where rowid = ${recipeId}`.execute(db);
    },

    async search(db, terms, window) {
      return terms.length === 0 ? { ids: [], total: 0 } : readHits(db, sqliteSearchQueries(terms, window));
    },

    matching: sqliteMatching,

    async storedDocument(db, recipeId) {
      const result = await sql<Record<string, unknown>>`
        select name, short_description, description, ingredients, keywords, taxonomy
        from recipe_search where rowid = ${recipeId}`.execute(db);
      return result.rows[0] ?? null;
    },
  };
}
