import { Migrator, sql } from 'kysely';
import type { Database } from './database.ts';
import { migrationProvider } from './migrations/index.ts';

export async function migrateToLatest(database: Database): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema; pin them to ours, or another app's
  // schema on the same PostgreSQL (parallel test runs) is mistaken for this one.
  const schema =
    database.dialect === 'postgres'
      ? (await sql<{ name: string }>`select current_schema() as name`.execute(database.db)).rows[0]?.name
      : undefined;
  const migrator = new Migrator({
    db: database.db,
    provider: migrationProvider({ dialect: database.dialect }),
    ...(schema ? { migrationTableSchema: schema } : {}),
    // Numbers are handed out per branch and branches land in any order: a database that already
    // ran 0007 must still take a 0004 merged later (each migration stands on its own).
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
