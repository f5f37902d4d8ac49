import { sql } from 'kysely';
import { buildSearchDocument } from './search-document.ts';
import type { SearchIndex } from './search-index.ts';

/**
 * bm25 weights in column order (name, short_description, description, ingredients, keywords,
 * taxonomy): a hit in the name counts most, a passing mention in the description least.
 */
const columnWeights = sql.raw('10.0, 5.0, 1.0, 3.0, 4.0, 2.0');

/**
 * Each term becomes a quoted FTS5 string with a prefix star; quoting (with any quote doubled)
 * keeps FTS5 syntax such as NEAR, AND, '-' or '(' in user input from being interpreted.
 */
function matchExpression(terms: readonly string[]): string {
  return terms.map((term) => `"${term.replaceAll('"', '""')}"*`).join(' ');
}

/** SQLite: an FTS5 table whose rowid is the recipe id. */
export function createSqliteSearchIndex(): SearchIndex {
  return {
    async index(db, row) {
      const doc = buildSearchDocument(row);
      await sql`delete from recipe_search where rowid = ${row.id}`.execute(db);
      await sql`insert into recipe_search (rowid, name, short_description, description, ingredients, keywords, taxonomy)
        values (${row.id}, ${doc.name}, ${doc.short_description}, ${doc.description}, ${doc.ingredients},
                ${doc.keywords}, ${doc.taxonomy})`.execute(db);
    },

    async remove(db, recipeId) {
      await sql`delete from recipe_search where rowid = ${recipeId}`.execute(db);
    },

    async search(db, terms, { limit, offset }) {
      if (terms.length === 0) return { ids: [], total: 0 };
      const match = matchExpression(terms);
      const hits = await sql<{ id: number }>`
        select recipes.id from recipe_search
        join recipes on recipes.id = recipe_search.rowid
        where recipe_search match ${match} and recipes.active = 1
        order by bm25(recipe_search, ${columnWeights}), recipes.created_at desc, recipes.id desc
        limit ${limit} offset ${offset}`.execute(db);
      const count = await sql<{ total: number }>`
        select count(*) as total from recipe_search
        join recipes on recipes.id = recipe_search.rowid
        where recipe_search match ${match} and recipes.active = 1`.execute(db);
      return { ids: hits.rows.map((r) => r.id), total: count.rows[0]?.total ?? 0 };
    },

    async storedDocument(db, recipeId) {
      const result = await sql<Record<string, unknown>>`
        select name, short_description, description, ingredients, keywords, taxonomy
        from recipe_search where rowid = ${recipeId}`.execute(db);
      return result.rows[0] ?? null;
    },
  };
}
