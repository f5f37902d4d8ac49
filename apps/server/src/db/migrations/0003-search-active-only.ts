import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

// The search index holds active recipes only (decision 0006): search never shows the others,
// and without them a search needs no join to recipes to filter or count its matches.
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const key = dialect === 'postgres' ? sql.ref('recipe_id') : sql.ref('rowid');
  await sql`delete from recipe_search where ${key} in (select id from recipes where active <> 1)`.execute(db);
}

export async function down(): Promise<void> {
  // Documents of inactive recipes are rebuilt when they are next saved; nothing to undo here.
}
