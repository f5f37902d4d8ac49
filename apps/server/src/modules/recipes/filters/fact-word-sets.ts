import { sql, type RawBuilder } from 'kysely';
import type { Dialect, Executor } from '../../../db/database.ts';
import { readWordRange, type WordRange } from '../search/postgres-search-words.ts';
import type { SearchIndex } from '../search/search-index.ts';
import type { FilteredListSpec } from './filtered-recipes.repository.ts';

/**
 * What the search index says about a question's words, as id lists the fact columns combine
 * (decision 0039): a recipe is a candidate when it is in every `required` list and in no
 * `excluded` one; it ranks in the first tier when it is in every `name` list, in the second when
 * in every `head` list. Null for `required` means every recipe.
 */
export interface WordSets {
  required: IdList[] | null;
  excluded: IdList[];
  name: IdList[];
  head: IdList[];
}

/** Recipe ids; one may repeat. */
export type IdList = ArrayLike<number>;

const parse = (text: string | null | undefined): IdList => (text ? Int32Array.from(text.split(','), Number) : []);

/**
 * SQLite: FTS5 intersects and subtracts term lists itself, so each part is one MATCH, read as
 * one `group_concat` row instead of one row per id.
 */
async function sqliteWordSets(db: Executor, search: SearchIndex, spec: FilteredListSpec, ranked: boolean) {
  const idsOf = async (query: RawBuilder<{ id: number }>) => {
    const { rows } = await sql<{ ids: string | null }>`select group_concat(id) as ids from (${query})`.execute(db);
    return parse(rows[0]?.ids);
  };
  const { terms, filters } = spec;
  const selecting = search.selecting(terms, filters.include, filters.exclude);
  const sets: WordSets = { required: null, excluded: [], name: [], head: [] };
  if (selecting) sets.required = [await idsOf(selecting)];
  else if (filters.exclude.length > 0)
    sets.excluded = [await idsOf(search.matching(filters.exclude, 'ingredients', 'any'))];
  if (ranked) {
    sets.name = [await idsOf(search.matching(terms, 'name'))];
    sets.head = [await idsOf(search.matching(terms, 'head'))];
  }
  return sets;
}

/** The ids of a range's rows whose places have any of `bits` (0: every row). */
function idsWith({ ids, places }: WordRange, bits: number): IdList {
  if (bits === 0) return ids;
  return ids.filter((_, i) => (places[i]! & bits) !== 0);
}

/**
 * PostgreSQL: one pass over each word's range of recipe_search_words gives its rows for every
 * scope; intersecting them here costs less than PostgreSQL's hashing of the same rows. The
 * ranges come from the index's lists in memory (decision 0044), or else are read at once, on
 * as many connections as the pool gives.
 */
async function postgresWordSets(
  db: Executor,
  search: SearchIndex,
  spec: FilteredListSpec,
  ranked: boolean,
): Promise<WordSets> {
  const { terms, filters } = spec;
  const rangeOf = search.wordRange ?? readWordRange;
  const [termRanges, includeRanges, excludeRanges] = await Promise.all(
    [terms, filters.include, filters.exclude].map((words) => Promise.all(words.map((word) => rangeOf(db, word)))),
  );
  const required = [
    ...termRanges!.map((range) => idsWith(range, 0)),
    ...includeRanges!.map((range) => idsWith(range, 4)),
  ];
  return {
    required: required.length > 0 ? required : null,
    excluded: excludeRanges!.map((range) => idsWith(range, 4)),
    name: ranked ? termRanges!.map((range) => idsWith(range, 1)) : [],
    head: ranked ? termRanges!.map((range) => idsWith(range, 2)) : [],
  };
}

export function wordSetsOf(
  db: Executor,
  dialect: Dialect,
  search: SearchIndex,
  spec: FilteredListSpec,
): Promise<WordSets> {
  const ranked = spec.sort === 'relevance' && spec.terms.length > 0;
  return dialect === 'postgres' ? postgresWordSets(db, search, spec, ranked) : sqliteWordSets(db, search, spec, ranked);
}
