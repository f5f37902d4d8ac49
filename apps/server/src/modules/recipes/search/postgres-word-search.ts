import { sql } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import type { SearchHits } from './search-index.ts';

/** How many indexed recipes a prefix reaches in each relevance tier, and how many there are in all. */
export interface PrefixCounts {
  /** Recipes per tier, best first: every word in the name; in the head only; elsewhere only. */
  tiers: [number, number, number];
  /** Matches in all: the exact count of the search. */
  total: number;
  /** Indexed recipes with any word (the empty prefix). */
  indexed: number;
}

/**
 * The counts of one search word from recipe_search_prefixes (migration 0009), or null when the
 * word is not one plain prefix lexeme to PostgreSQL's parser (then the general query runs).
 */
export async function prefixCounts(db: Executor, term: string): Promise<PrefixCounts | null> {
  if (/['\\]/.test(term)) return null;
  const { rows } = await sql<{ plain: boolean; in_name: number; in_head: number; anywhere: number; indexed: number }>`
    select to_tsquery('simple', ${`'${term}':*`})::text = ${`'${term}':*`} as plain,
      coalesce(counted.in_name, 0) as in_name, coalesce(counted.in_head, 0) as in_head,
      coalesce(counted.anywhere, 0) as anywhere,
      coalesce((select anywhere from recipe_search_prefixes where prefix = ''), 0) as indexed
    from (select 1) as one left join recipe_search_prefixes as counted on counted.prefix = ${term}`.execute(db);
  const row = rows[0];
  if (!row?.plain) return null;
  const [name, head, anywhere] = [Number(row.in_name), Number(row.in_head), Number(row.anywhere)];
  return { tiers: [name, head - name, anywhere - head], total: anywhere, indexed: Number(row.indexed) };
}

/**
 * A tier's condition, and how many rows the GIN index hands over for it (the bitmap's cost):
 * a tier is read from the index of its widest column and the rest tested on each row.
 */
function tierCondition(term: string, tier: number, counts: PrefixCounts) {
  const word = sql`to_tsquery('simple', ${`'${term}':*`})`;
  const named = sql`to_tsquery('simple', ${`'${term}':*A`})`;
  const [name, headOnly] = counts.tiers;
  if (tier === 0) return { where: sql`head_vector @@ ${named}`, bitmapRows: name + headOnly };
  if (tier === 1) {
    return { where: sql`head_vector @@ ${word} and not head_vector @@ ${named}`, bitmapRows: name + headOnly };
  }
  return { where: sql`vector @@ ${word} and not head_vector @@ ${word}`, bitmapRows: counts.total };
}

/**
 * The two ways to read the first `take` ids of a tier, newest first; exported for the plan test.
 * The walk reads recipe_search backwards by id, at most `scanned` rows, and tests each; the bitmap
 * reads every row the tier's GIN index hands over, then sorts. `offset 0` keeps the planner from
 * walking the primary key for the bitmap's order: weighted queries are priced as unweighted ones,
 * so it cannot tell how rare a tier is (decision 0027).
 */
export function tierQueries(term: string, tier: number, counts: PrefixCounts, take: number, scanned: number) {
  const { where } = tierCondition(term, tier, counts);
  return {
    walk: sql<{ id: number }>`select id from (
        select recipe_id as id, vector, head_vector from recipe_search order by recipe_id desc limit ${scanned}
      ) as newest where ${where} order by id desc limit ${take}`,
    bitmap: sql<{ id: number }>`select id from (
        select recipe_id as id from recipe_search where ${where} offset 0
      ) as matched order by id desc limit ${take}`,
  };
}

/**
 * Newest first, the first `take` ids of a tier. The walk costs about take × indexed / tier rows,
 * the bitmap every row the tier's column matches: the walk is tried when it is cheaper, and given
 * up for the bitmap after three times its expected length, so matches that all sit among old
 * recipes cost little more than the bitmap alone.
 */
async function tierIds(db: Executor, term: string, tier: number, take: number, counts: PrefixCounts) {
  const walkRows = Math.ceil((take * counts.indexed) / counts.tiers[tier]!);
  const queries = tierQueries(term, tier, counts, take, 3 * walkRows + 100);
  if (walkRows < tierCondition(term, tier, counts).bitmapRows) {
    const { rows } = await queries.walk.execute(db);
    if (rows.length === take) return rows.map((row) => row.id);
  }
  const { rows } = await queries.bitmap.execute(db);
  return rows.map((row) => row.id);
}

/**
 * A one-word search on PostgreSQL (decision 0028): the exact count and the size of each tier
 * come from one row of recipe_search_prefixes, then each tier the page needs is read newest
 * first, by the cheaper of a short walk and the GIN index. Same order as the general query.
 */
export async function searchOneWord(
  db: Executor,
  term: string,
  counts: PrefixCounts,
  { limit, offset }: { limit: number; offset: number },
): Promise<SearchHits> {
  const ids: number[] = [];
  let skip = offset;
  for (const tier of [0, 1, 2]) {
    const size = counts.tiers[tier]!;
    if (ids.length >= limit) break;
    if (skip >= size) {
      skip -= size;
      continue;
    }
    const take = Math.min(size, skip + limit - ids.length);
    const tierPage = await tierIds(db, term, tier, take, counts);
    ids.push(...tierPage.slice(skip));
    skip = 0;
  }
  return { ids, total: counts.total };
}
