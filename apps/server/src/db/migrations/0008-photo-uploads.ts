import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

// Every uploaded photo until it is found attached to a recipe or avatar, or removed as an orphan.
// claimed_until lets one instance's sweep take rows without another taking the same ones.
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema
    .createTable('photo_uploads')
    .addColumn('stem', 'text', (c) => c.primaryKey())
    .addColumn('owner_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('claimed_until', 'text')
    .execute();
  await db.schema.createIndex('photo_uploads_created').on('photo_uploads').column('created_at').execute();
  // The cascade from a deleted account.
  await db.schema.createIndex('photo_uploads_owner').on('photo_uploads').column('owner_id').execute();
}

export async function down(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.dropTable('photo_uploads').execute();
}
