import { sql, type RawBuilder } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import type { MatchScope, SearchHits, WordRange } from './search-index.ts';

export type { WordRange };
import { matchesAsPrefix } from './whole-words.ts';

/** The place bits of recipe_search_words (migration 0011) a scope asks for; 0 for anywhere. */
const placeBits: Record<MatchScope, number> = { anywhere: 0, name: 1, head: 2, ingredients: 4 };

/**
 * The first string after every string that starts with `prefix`, in code point order, which is
 * the byte order of collation "C" over UTF-8: the end of the prefix's range.
 */
export function prefixEnd(prefix: string): string {
  const points = [...prefix];
  const last = points.pop()!.codePointAt(0)!;
  return points.join('') + String.fromCodePoint(last + 1);
}

/** The words a term matches, as tsquery's `'term':*` does: a range, or the word alone for one letter. */
function wordsOf(term: string) {
  return matchesAsPrefix(term) ? sql`word >= ${term} and word < ${prefixEnd(term)}` : sql`word = ${term}`;
}

/** The ids of recipes with a word the term matches, within the scope. */
function idsWith(term: string, scope: MatchScope) {
  const bits = placeBits[scope];
  const where = bits === 0 ? wordsOf(term) : sql`${wordsOf(term)} and places & ${sql.lit(bits)} <> 0`;
  return sql`(select recipe_id from recipe_search_words where ${where})`;
}

/**
 * A subquery selecting `id`: recipes where every term (`all`) or at least one (`any`) is found
 * within the scope. `intersect` and `union` also make each id appear once, however many words
 * of a recipe a prefix matches.
 */
export function wordMatching(terms: readonly string[], scope: MatchScope, mode: 'all' | 'any' = 'all') {
  const sets = terms.map((term) => idsWith(term, scope));
  return sql<{ id: number }>`select recipe_id as id from (${sql.join(
    sets,
    mode === 'all' ? sql` intersect ` : sql` union `,
  )}) as matched`;
}

/**
 * A subquery selecting `id`: every term anywhere, every `include` word and no `exclude` word in
 * the ingredients, as set operations over index ranges. Null without terms or include.
 */
export function wordSelecting(
  terms: readonly string[],
  include: readonly string[],
  exclude: readonly string[],
): RawBuilder<{ id: number }> | null {
  const required = [
    ...terms.map((term) => idsWith(term, 'anywhere')),
    ...include.map((word) => idsWith(word, 'ingredients')),
  ];
  if (required.length === 0) return null;
  const kept = sql.join(required, sql` intersect `);
  const selected =
    exclude.length === 0
      ? kept
      : sql`${kept} except ${sql.join(
          exclude.map((word) => idsWith(word, 'ingredients')),
          sql` except `,
        )}`;
  return sql<{ id: number }>`select recipe_id as id from (${selected}) as selected`;
}

/**
 * Every recipe with every term, with its relevance tier (0: every term in the name, 1: every
 * term in the head, 2: elsewhere), read from the terms' ranges alone (decision 0038): the ranges
 * appended, grouped per recipe and term, then per recipe. No join: PostgreSQL's estimate of a
 * prefix range can be one row where there are 20,000 (a range inside one histogram bucket), and
 * with terms joined it chose nested loops that read one range again per match (25 s).
 */
export function wordRankedMatches(terms: readonly string[]) {
  const rows = terms.map(
    (term, index) =>
      sql`select recipe_id, ${sql.lit(index)} as term, places from recipe_search_words where ${wordsOf(term)}`,
  );
  return sql<{ id: number; tier: number }>`select recipe_id as id,
      case when bool_and(in_name) then 0 when bool_and(in_head) then 1 else 2 end as tier
    from (
      select recipe_id, term, bool_or(places & 1 <> 0) as in_name, bool_or(places & 2 <> 0) as in_head
      from (${sql.join(rows, sql` union all `)}) as found
      group by recipe_id, term
    ) as per_term
    group by recipe_id
    having count(*) = ${sql.lit(terms.length)}`;
}

/**
 * Every (recipe, places) row of a term's range: one bytea of 4-byte big-endian values
 * `recipe_id * 8 + places`. Binary, because formatting and parsing ids as text cost as much
 * as reading the range.
 */
function wordRangeRows(term: string) {
  return sql<{ rows: Buffer | null }>`select string_agg(int4send(recipe_id * 8 + places), '') as rows
    from recipe_search_words where ${wordsOf(term)}`;
}

/**
 * A term's range, for what intersects ranges in the process (searchByRanges, and the filter
 * facts of decision 0039): one statement, decoded once.
 */
export async function readWordRange(db: Executor, term: string): Promise<WordRange> {
  const rows = (await wordRangeRows(term).execute(db)).rows[0]?.rows;
  const size = rows ? rows.length / 4 : 0;
  const range = { ids: new Int32Array(size), places: new Uint8Array(size) };
  for (let i = 0; i < size; i++) {
    const value = rows!.readInt32BE(i * 4);
    range.ids[i] = value >> 3;
    range.places[i] = value & 7;
  }
  return range;
}

/**
 * A search of several words, ranked as postgresSearchQuery ranks (tier, then newest), from the
 * words' ranges read at once and intersected here (decision 0038): PostgreSQL hashed or sorted
 * the appended ranges of two common words (garlic onion: 58,000 rows) for about 120 ms, where
 * reading them costs about 20.
 */
export async function searchByRanges(
  db: Executor,
  terms: readonly string[],
  window: { limit: number; offset: number },
): Promise<SearchHits> {
  return rankRanges(await Promise.all(terms.map((term) => readWordRange(db, term))), window);
}

/**
 * A page of the recipes found in every range, ranked as postgresSearchQuery ranks, and how many
 * there are. Per recipe id: how many words matched so far, and how many of them in the name and
 * in the head, each word counted once however many of its rows a recipe has.
 */
export function rankRanges(
  ranges: readonly WordRange[],
  { limit, offset }: { limit: number; offset: number },
): SearchHits {
  let maxId = 0;
  for (const { ids } of ranges) for (const id of ids) maxId = Math.max(maxId, id);
  const matched = new Uint8Array(maxId + 1);
  const inName = new Uint8Array(maxId + 1);
  const inHead = new Uint8Array(maxId + 1);
  ranges.forEach(({ ids, places }, term) => {
    for (let i = 0; i < ids.length; i++) {
      const id = ids[i]!;
      // Only recipes with every earlier word go on; `term + 1` marks this word as counted.
      if (matched[id] === term) matched[id] = term + 1;
      if (matched[id] !== term + 1) continue;
      if (places[i]! & 1 && inName[id] === term) inName[id] = term + 1;
      if (places[i]! & 2 && inHead[id] === term) inHead[id] = term + 1;
    }
  });
  const all = ranges.length;
  const ids: number[] = [];
  let total = 0;
  let skip = offset;
  for (const tier of [0, 1, 2]) {
    for (let id = maxId; id > 0; id--) {
      if (matched[id] !== all) continue;
      const tierOf = inName[id] === all ? 0 : inHead[id] === all ? 1 : 2;
      if (tierOf !== tier) continue;
      total++;
      if (skip > 0) skip--;
      else if (ids.length < limit) ids.push(id);
    }
  }
  return { ids, total };
}
