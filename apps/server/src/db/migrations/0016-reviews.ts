import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * Reviews (issue 37): one per member and recipe. The stars stay in `ratings` (one truth); a review
 * keeps text, photos (JSON list of {image, thumbnail}), "I cooked it", the author's reply and its
 * moderation state. Helpful votes and reports are one row per member. Moderators are users whose
 * `roles` JSON holds "moderator", so no table is needed for roles.
 */
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  await db.schema
    .createTable('reviews')
    .addColumn('id', idType, id)
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('text', 'text')
    .addColumn('photos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('cooked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('helpful_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('moderated_at', 'text')
    .addColumn('reply_text', 'text')
    .addColumn('reply_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('reviews_recipe_user', ['recipe_id', 'user_id'])
    .execute();
  // Counters on the recipe, kept by every review write, so cards and pages read them for free.
  await db.schema
    .alterTable('recipes')
    .addColumn('review_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('recipes')
    .addColumn('cooked_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('reviews_user_created').on('reviews').columns(['user_id', 'created_at']).execute();
  await db.schema
    .createTable('review_votes')
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('review_votes_pk', ['review_id', 'user_id'])
    .execute();
  await db.schema
    .createTable('review_reports')
    .addColumn('id', idType, id)
    .addColumn('review_id', 'integer', (c) => c.notNull().references('reviews.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('resolved_at', 'text')
    .addUniqueConstraint('review_reports_review_user', ['review_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('review_reports_user_created')
    .on('review_reports')
    .columns(['user_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.dropTable('review_reports').execute();
  await db.schema.dropTable('review_votes').execute();
  await db.schema.dropTable('reviews').execute();
  await db.schema.alterTable('recipes').dropColumn('cooked_count').execute();
  await db.schema.alterTable('recipes').dropColumn('review_count').execute();
}
