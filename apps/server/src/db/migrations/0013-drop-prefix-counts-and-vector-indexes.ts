import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';
import * as prefixCounts from './0009-search-prefix-counts.ts';

/**
 * PostgreSQL only (decision 0044). Every search now reads its words' ranges, from memory or from
 * recipe_search_words, so nothing reads the per-prefix counts of decision 0028 any more, nor the
 * GIN indexes of the vectors the one-word tiers were read from. The counts' trigger took one lock
 * per schema on every index write, which queued all recipe writes behind each other, and each
 * GIN index is one more write per lexeme: all three go. The vectors stay, as the words' source.
 * Down brings them back, filled.
 */
export async function up(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  if (context.dialect !== 'postgres') return;
  await prefixCounts.down(db, context);
  await sql`drop index recipe_search_vector`.execute(db);
  await sql`drop index recipe_search_head`.execute(db);
}

export async function down(db: Kysely<unknown>, context: MigrationContext): Promise<void> {
  if (context.dialect !== 'postgres') return;
  await sql`create index recipe_search_vector on recipe_search using gin (vector)`.execute(db);
  await sql`create index recipe_search_head on recipe_search using gin (head_vector)`.execute(db);
  await prefixCounts.up(db, context);
}
