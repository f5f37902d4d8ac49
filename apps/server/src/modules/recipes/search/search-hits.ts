import type { RawBuilder } from 'kysely';
import type { Executor } from '../../../db/database.ts';
import type { SearchHits } from './search-index.ts';

/** The two statements behind a search: one page of ranked ids, and how many match in all. */
export interface SearchQueries {
  hits: RawBuilder<{ id: number }>;
  count: RawBuilder<{ total: number }>;
}

export async function readHits(db: Executor, queries: SearchQueries): Promise<SearchHits> {
  const hits = await queries.hits.execute(db);
  const count = await queries.count.execute(db);
  return { ids: hits.rows.map((r) => r.id), total: Number(count.rows[0]?.total ?? 0) };
}
