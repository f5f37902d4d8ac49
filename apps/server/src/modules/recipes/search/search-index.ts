import type { RawBuilder } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import type { WrittenRecipeRow } from '../../../db/schema.ts';

export interface SearchHits {
  /** Ids of matching active recipes on the requested page, best match first. */
  ids: number[];
  /** How many active recipes match in all. */
  total: number;
}

/**
 * PostgreSQL: a term's rows of recipe_search_words as parallel arrays, one entry per (word,
 * recipe), so a recipe may repeat; `places` has bit 1 for the name, 2 for the head, 4 for the
 * ingredients (decision 0038).
 */
export interface WordRange {
  ids: Int32Array;
  places: Uint8Array;
}

/**
 * Where terms must be found. Relevance is tiered by these (decision 0011): every word in the
 * name first, then every word in the name, short description or keywords, then anywhere; newer
 * recipes first within a tier. `ingredients` is what the include/exclude filters match.
 */
export type MatchScope = 'anywhere' | 'head' | 'name' | 'ingredients';

/**
 * Full-text search over recipes. Writes take the caller's transaction so that the index
 * changes together with the recipe row or not at all.
 */
export interface SearchIndex {
  /**
   * Writes (or rewrites) the recipe's search document; an inactive recipe is taken out instead.
   * Search only ever returns active recipes, so the index holds only those and never needs the
   * recipes table to filter or count.
   */
  index(db: Executor, row: WrittenRecipeRow): Promise<void>;
  remove(db: Executor, recipeId: number): Promise<void>;
  /** Ranks active recipes matching every term as a prefix; terms come from `searchTerms`. */
  search(db: Executor, terms: readonly string[], window: { limit: number; offset: number }): Promise<SearchHits>;
  /**
   * A subquery selecting `id`: active recipes where every term (`all`) or at least one (`any`)
   * is found as a word prefix within the scope. Terms must not be empty.
   */
  matching(terms: readonly string[], scope: MatchScope, mode?: 'all' | 'any'): RawBuilder<{ id: number }>;
  /**
   * A subquery selecting `id`: active recipes with every term anywhere, every `include` word and
   * no `exclude` word in the ingredients, read in one pass over the index instead of one set per
   * part (decision 0032). Null when neither terms nor include are given: an index lists what has
   * a word, not what lacks one.
   */
  selecting(
    terms: readonly string[],
    include: readonly string[],
    exclude: readonly string[],
  ): RawBuilder<{ id: number }> | null;
  /**
   * PostgreSQL only: a subquery selecting `id` and relevance `tier` of every match, read in one
   * pass, for lists to join instead of testing each id against two tier sets (decision 0027).
   * SQLite keeps the sets: a join there would look up every wide recipe row by id.
   */
  rankedMatches?(terms: readonly string[]): RawBuilder<{ id: number; tier: number }>;
  /**
   * PostgreSQL only: a term's rows of recipe_search_words (one per word and recipe), for what
   * intersects words in the process: the filter facts (decision 0039).
   */
  wordRange?(db: Executor, term: string): Promise<WordRange>;
  /** Reads what the index keeps in memory, if anything, now rather than on the first search. */
  warm(): Promise<void>;
  /** What the index holds for a recipe (for the debug view), or null. */
  storedDocument(db: Executor, recipeId: number): Promise<Record<string, unknown> | null>;
}
