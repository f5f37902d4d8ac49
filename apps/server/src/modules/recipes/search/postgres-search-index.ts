import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import { buildSearchDocument, type SearchDocument } from './search-document.ts';
import type { SearchIndex } from './search-index.ts';
import { rankRanges, readWordRange, wordMatching, wordRankedMatches, wordSelecting } from './postgres-search-words.ts';
import type { WordLists } from './postgres-word-lists.ts';

function parseDocument(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null ? { ...value } : {};
  } catch {
    return {};
  }
}

/**
 * A page of ranked ids and the number of matches, in one statement: the reference the searches
 * are tested against (searchByRanges and searchOneWord answer). Only active recipes are
 * indexed, so it never reads the recipes table. Ties go to the newer recipe (the higher id):
 * pages stay stable. Exported so a test can ask the planner how it runs.
 *
 * The matches are read once, with their tier, from the words' ranges of recipe_search_words
 * (decision 0038), and both the count and the page come from that small list.
 */
export function postgresSearchQuery(terms: readonly string[], { limit, offset }: { limit: number; offset: number }) {
  return sql<{ total: number; ids: number[] }>`with matches as materialized (${wordRankedMatches(terms)})
    select (select count(*) from matches) as total,
      array(select id from matches order by tier, id desc limit ${limit} offset ${offset}) as ids`;
}

/**
 * PostgreSQL: one row per active recipe holding the folded document (as JSON, for the debug view)
 * and weighted tsvectors, whose lexemes a trigger keeps in recipe_search_words (decision 0038). The
 * 'simple' configuration neither stems nor drops stop words, so it indexes the folded tokens as
 * they are, like SQLite does.
 *
 * With `lists` (the app's index: it has a change feed), searches and filtered lists read their
 * words' ranges from memory (decision 0044); without, from recipe_search_words.
 */
export function createPostgresSearchIndex(lists?: WordLists): SearchIndex {
  const wordRange = lists ? (_db: Executor, term: string) => lists.range(term) : readWordRange;
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
      return rankRanges(await Promise.all(terms.map((term) => wordRange(db, term))), window);
    },

    matching: wordMatching,
    selecting: wordSelecting,
    rankedMatches: wordRankedMatches,
    wordRange,
    warm: async () => {
      await lists?.warm();
    },

    async storedDocument(db, recipeId) {
      const result = await sql<{ document: string; vector: string }>`
        select document, vector::text as vector from recipe_search where recipe_id = ${recipeId}`.execute(db);
      const stored = result.rows[0];
      return stored ? { ...parseDocument(stored.document), vector: stored.vector } : null;
    },
  };
}
