import { sql, type RawBuilder } from 'kysely';
import type { MatchScope } from './search-index.ts';

type Matching = (terms: readonly string[], scope: MatchScope) => RawBuilder<{ id: number }>;

/**
 * The relevance tier of a match, 0 best: every word in the name, then every word in the name,
 * short description or keywords, then anywhere. Each tier is a set read from the index's term
 * lists alone, so ranking costs a membership test per match instead of a score computed from
 * each match's positions and sizes (bm25, ts_rank); see decision 0011. `key` holds the recipe id.
 */
export function relevanceTier(matching: Matching, terms: readonly string[], key: RawBuilder<unknown>) {
  return sql<number>`case when ${key} in (${matching(terms, 'name')}) then 0
    when ${key} in (${matching(terms, 'head')}) then 1 else 2 end`;
}
