import type { ServiceDeps } from '../../../service-deps.ts';
import { createPostgresSearchIndex } from './postgres-search-index.ts';
import { createSqliteSearchIndex } from './sqlite-search-index.ts';
import type { SearchIndex } from './search-index.ts';

/** The dialect's index; apart from search-index.ts, which the implementations import their types from. */
export function createSearchIndex(deps: Pick<ServiceDeps, 'dialect'>): SearchIndex {
  return deps.dialect === 'postgres' ? createPostgresSearchIndex() : createSqliteSearchIndex();
}
