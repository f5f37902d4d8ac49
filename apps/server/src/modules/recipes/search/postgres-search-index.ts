import { sql } from 'kysely';
import { buildSearchDocument, type SearchDocument } from './search-document.ts';
import type { SearchIndex } from './search-index.ts';

/**
 * A tsquery where every term must match as a prefix. Terms are letters and digits only, but
 * they are still quoted (quotes and backslashes escaped) so no input can form tsquery syntax.
 */
function prefixQuery(terms: readonly string[]): string {
  return terms.map((term) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}':*`).join(' & ');
}

function parseDocument(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? { ...value } : {};
  } catch {
    return {};
  }
}

/**
 * PostgreSQL: one row per recipe holding the folded document (as JSON, for the debug view) and
 * a weighted tsvector under a GIN index. The 'simple' configuration neither stems nor drops
 * stop words, so it indexes the folded tokens as they are, like SQLite does.
 */
export function createPostgresSearchIndex(): SearchIndex {
  return {
    async index(db, row) {
      const doc: SearchDocument = buildSearchDocument(row);
      await sql`insert into recipe_search (recipe_id, document, vector)
        values (${row.id}, ${JSON.stringify(doc)},
          setweight(to_tsvector('simple', ${doc.name}), 'A') ||
          setweight(to_tsvector('simple', ${`${doc.short_description} ${doc.keywords}`}), 'B') ||
          setweight(to_tsvector('simple', ${`${doc.ingredients} ${doc.taxonomy}`}), 'C') ||
          setweight(to_tsvector('simple', ${doc.description}), 'D'))
        on conflict (recipe_id) do update set document = excluded.document, vector = excluded.vector`.execute(db);
    },

    async remove(db, recipeId) {
      await sql`delete from recipe_search where recipe_id = ${recipeId}`.execute(db);
    },

    async search(db, terms, { limit, offset }) {
      if (terms.length === 0) return { ids: [], total: 0 };
      const query = sql`to_tsquery('simple', ${prefixQuery(terms)})`;
      const hits = await sql<{ id: number }>`
        select recipes.id from recipe_search
        join recipes on recipes.id = recipe_search.recipe_id
        where recipe_search.vector @@ ${query} and recipes.active = 1
        order by ts_rank(recipe_search.vector, ${query}) desc, recipes.created_at desc, recipes.id desc
        limit ${limit} offset ${offset}`.execute(db);
      const count = await sql<{ total: number }>`
        select count(*) as total from recipe_search
        join recipes on recipes.id = recipe_search.recipe_id
        where recipe_search.vector @@ ${query} and recipes.active = 1`.execute(db);
      return { ids: hits.rows.map((r) => r.id), total: count.rows[0]?.total ?? 0 };
    },

    async storedDocument(db, recipeId) {
      const result = await sql<{ document: string; vector: string }>`
        select document, vector::text as vector from recipe_search where recipe_id = ${recipeId}`.execute(db);
      const stored = result.rows[0];
      return stored ? { ...parseDocument(stored.document), vector: stored.vector } : null;
    },
  };
}
