import type { ServiceDeps } from '../../../service-deps.ts';
import type { ChangeFeed } from '../../freshness/change-feed.ts';
import { followRecipeChanges } from '../../freshness/kept-fresh.ts';
import { createPostgresSearchIndex } from './postgres-search-index.ts';
import { createWordLists, type WordListsOptions } from './postgres-word-lists.ts';
import { createSqliteSearchIndex } from './sqlite-search-index.ts';
import type { SearchIndex } from './search-index.ts';

/**
 * The dialect's index; apart from search-index.ts, which the implementations import their types
 * from. On PostgreSQL with a change feed, the words' lists are kept in memory (decision 0044)
 * and the feed's recipe tags keep them fresh.
 */
export function createSearchIndex(
  deps: Pick<ServiceDeps, 'dialect' | 'db'> & {
    changes?: Pick<ChangeFeed, 'subscribe'>;
    /** How the lists are read and folded (tests make both happen with a few recipes). */
    wordLists?: WordListsOptions;
  },
): SearchIndex {
  if (deps.dialect !== 'postgres') return createSqliteSearchIndex();
  if (!deps.changes) return createPostgresSearchIndex();
  const lists = createWordLists(deps.db, deps.wordLists);
  followRecipeChanges(deps.changes, lists);
  return createPostgresSearchIndex(lists);
}
