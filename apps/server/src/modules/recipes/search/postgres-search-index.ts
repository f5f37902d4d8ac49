import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import { buildSearchDocument, type SearchDocument } from './search-document.ts';
import type { MatchScope, SearchIndex } from './search-index.ts';
import { prefixCounts, searchOneWord } from './postgres-word-search.ts';
import { matchesAsPrefix } from './whole-words.ts';

/**
 * A tsquery where every term must match as a prefix (a one-letter term as a whole word only,
 * decision 0032). Terms are letters and digits only, but
 * they are still quoted (quotes and backslashes escaped) so no input can form tsquery syntax.
 */
function prefixQuery(
  terms: readonly string[],
  { weights = '', mode = 'all' }: { weights?: string; mode?: 'all' | 'any' } = {},
) {
  return terms
    .map((term) => {
      const quoted = `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
      return matchesAsPrefix(term) ? `${quoted}:*${weights}` : weights ? `${quoted}:${weights}` : quoted;
    })
    .join(mode === 'all' ? ' & ' : ' | ');
}

/**
 * Which column answers a scope: the whole vector, head_vector (name A, short description and
 * keywords B; small, so a weight check reads little) or ingredient_vector. Weighted terms need
 * the row to be checked; plain ones are answered by the GIN index alone.
 */
function postgresMatching(terms: readonly string[], scope: MatchScope, mode: 'all' | 'any' = 'all') {
  const query = (weights?: string) =>
    sql`to_tsquery('simple', ${prefixQuery(terms, { mode, ...(weights ? { weights } : {}) })})`;
  const where = {
    anywhere: sql`vector @@ ${query()}`,
    head: sql`head_vector @@ ${query()}`,
    name: sql`head_vector @@ ${query('A')}`,
    ingredients: sql`ingredient_vector @@ ${query()}`,
  }[scope];
  return sql<{ id: number }>`select recipe_id as id from recipe_search where ${where}`;
}

/** Words, include and exclude in one scan of recipe_search (the GIN indexes combined), not one per part. */
function postgresSelecting(terms: readonly string[], include: readonly string[], exclude: readonly string[]) {
  const conditions = [
    ...(terms.length > 0 ? [sql`vector @@ to_tsquery('simple', ${prefixQuery(terms)})`] : []),
    ...(include.length > 0 ? [sql`ingredient_vector @@ to_tsquery('simple', ${prefixQuery(include)})`] : []),
  ];
  if (conditions.length === 0) return null;
  if (exclude.length > 0) {
    conditions.push(sql`not ingredient_vector @@ to_tsquery('simple', ${prefixQuery(exclude, { mode: 'any' })})`);
  }
  return sql<{ id: number }>`select recipe_id as id from recipe_search where ${sql.join(conditions, sql` and `)}`;
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
 * A page of ranked ids and the number of matches, in one statement. Only active recipes are
 * indexed, so it never reads the recipes table. Ties go to the newer recipe (the higher id):
 * pages stay stable. Exported so a test can ask the planner how it runs.
 *
 * Counting a common word visits most pages of recipe_search (garlic: 28,700 matches on 16,000
 * pages), so the matches are read once, with their tier, and both the count and the page come
 * from that small list instead of from two passes. The tier is read from each match's own small
 * head_vector: as `id in (subquery)` (relevanceTier) PostgreSQL built both tier sets first,
 * rechecking the weights of every recipe whose head has the word (decision 0027).
 */
export function postgresSearchQuery(terms: readonly string[], { limit, offset }: { limit: number; offset: number }) {
  return sql<{ total: number; ids: number[] }>`with matches as materialized (${rankedMatches(terms)})
    select (select count(*) from matches) as total,
      array(select id from matches order by tier, id desc limit ${limit} offset ${offset}) as ids`;
}

/** Every match with its relevance tier (0 best), read from its own small head_vector. */
function rankedMatches(terms: readonly string[]) {
  const query = sql`to_tsquery('simple', ${prefixQuery(terms)})`;
  const named = sql`to_tsquery('simple', ${prefixQuery(terms, { weights: 'A' })})`;
  return sql<{ id: number; tier: number }>`select recipe_id as id,
      case when head_vector @@ ${named} then 0 when head_vector @@ ${query} then 1 else 2 end as tier
    from recipe_search where vector @@ ${query}`;
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
      const head = sql`setweight(to_tsvector('simple', ${doc.name}), 'A') ||
          setweight(to_tsvector('simple', ${`${doc.short_description} ${doc.keywords}`}), 'B')`;
      await sql`insert into recipe_search (recipe_id, document, vector, head_vector, ingredient_vector)
        values (${row.id}, ${JSON.stringify(doc)},
          ${head} ||
          setweight(to_tsvector('simple', ${`${doc.ingredients} ${doc.taxonomy}`}), 'C') ||
          setweight(to_tsvector('simple', ${doc.description}), 'D'),
          ${head}, to_tsvector('simple', ${doc.ingredients}))
        on conflict (recipe_id) do update set document = excluded.document, vector = excluded.vector,
          head_vector = excluded.head_vector, ingredient_vector = excluded.ingredient_vector`.execute(db);
    },

    remove: removeDocument,

    async search(db, terms, window) {
      if (terms.length === 0) return { ids: [], total: 0 };
      // The kept counts are per prefix; a one-letter word matches whole words only (rare: the GIN index).
      const counts = terms.length === 1 && matchesAsPrefix(terms[0]!) ? await prefixCounts(db, terms[0]!) : null;
      if (counts) return searchOneWord(db, terms[0]!, counts, window);
      const { rows } = await postgresSearchQuery(terms, window).execute(db);
      return { ids: rows[0]?.ids ?? [], total: Number(rows[0]?.total ?? 0) };
    },

    matching: postgresMatching,
    selecting: postgresSelecting,
    rankedMatches,

    async storedDocument(db, recipeId) {
      const result = await sql<{ document: string; vector: string }>`
        select document, vector::text as vector from recipe_search where recipe_id = ${recipeId}`.execute(db);
      const stored = result.rows[0];
      return stored ? { ...parseDocument(stored.document), vector: stored.vector } : null;
    },
  };
}
