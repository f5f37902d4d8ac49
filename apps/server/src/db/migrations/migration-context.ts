import type { Dialect } from '../database.ts';

/** What each migration is given; its own module so migrations need not import index.ts (no cycle). */
export interface MigrationContext {
  dialect: Dialect;
}
