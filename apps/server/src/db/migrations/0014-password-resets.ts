import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * "Forgot password?" (issue 41): one row per mailed reset link. Only the token's SHA-256 is kept;
 * a link works once (used_at) and for an hour (expires_at). The schema builder writes the same
 * table for SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('password_resets')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
  await db.schema.createIndex('password_resets_expires').on('password_resets').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.dropTable('password_resets').execute();
}
