import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import { readHits, type SearchQueries } from './search-hits.ts';
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
 * A page of ranked ids and the number of matches. Only active recipes are indexed, so neither
 * query reads the recipes table. Ties go to the newer recipe (the higher id): pages stay stable.
 * Exported so a test can ask the planner how they run.
 */
export function postgresSearchQueries(
  terms: readonly string[],
  { limit, offset }: { limit: number; offset: number },
): SearchQueries {
  const query = sql`to_tsquery('simple', ${prefixQuery(terms)})`;
  return {
    hits: sql<{ id: number }>`select recipe_id as id from recipe_search where vector @@ ${query}
      order by ts_rank(vector, ${query}) desc, recipe_id desc limit ${limit} offset ${offset}`,
    count: sql<{ total: number }>`select count(*) as total from recipe_search where vector @@ ${query}`,
  };
}

/**
 * PostgreSQL: one row per active recipe holding the folded document (as JSON, for the debug view) and
 * a weighted tsvector under a GIN index. The 'simple' configuration neither stems nor drops
 * stop words, so it indexes the folded tokens as they are, like SQLite does.
 */
export function createPostgresSearchIndex(): SearchIndex {
  const removeDocument = async (db: Executor, recipeId: number) => {
    await sql`delete from recipe_search where recipe_id = ${recipeId}`.execute(db);
  };

  return {
    async index(db, row) {
      if (row.active !== 1) {
        await removeDocument(db, row.id);
        return;
      }
      const doc: SearchDocument = buildSearchDocument(row);
      await sql`insert into recipe_search (recipe_id, document, vector)
        values (${row.id}, ${JSON.stringify(doc)},
          setweight(to_tsvector('simple', ${doc.name}), 'A') ||
          setweight(to_tsvector('simple', ${`${doc.short_description} ${doc.keywords}`}), 'B') ||
          setweight(to_tsvector('simple', ${`${doc.ingredients} ${doc.taxonomy}`}), 'C') ||
          setweight(to_tsvector('simple', ${doc.description}), 'D'))
        on conflict (recipe_id) do update set document = excluded.document, vector = excluded.vector`.execute(db);
    },

    remove: removeDocument,

    async search(db, terms, window) {
      return terms.length === 0 ? { ids: [], total: 0 } : readHits(db, postgresSearchQueries(terms, window));
    },

    async storedDocument(db, recipeId) {
      const result = await sql<{ document: string; vector: string }>`
        select document, vector::text as vector from recipe_search where recipe_id = ${recipeId}`.execute(db);
      const stored = result.rows[0];
      return stored ? { ...parseDocument(stored.document), vector: stored.vector } : null;
    },
  };
}
