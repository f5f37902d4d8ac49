import { sql, type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

// The schema is built with the dialect-neutral builder; only the id column type and the
// search index differ between SQLite (FTS5) and PostgreSQL (tsvector + GIN).
export async function up(db: Kysely<unknown>, { dialect }: MigrationContext): Promise<void> {
  const idType = dialect === 'postgres' ? 'serial' : 'integer';
  const id = (col: ColumnDefinitionBuilder) =>
    dialect === 'postgres' ? col.primaryKey() : col.primaryKey().autoIncrement();
  const real = dialect === 'postgres' ? 'double precision' : 'real';

  await db.schema
    .createTable('users')
    .addColumn('id', idType, id)
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_lower', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('profile_picture', 'text')
    .addColumn('roles', 'text', (c) => c.notNull().defaultTo('["user"]'))
    .addColumn('facebook_id', 'text', (c) => c.unique())
    .addColumn('google_id', 'text', (c) => c.unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('recipes')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('slug', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('recipe_category', 'text')
    .addColumn('recipe_cuisine', 'text')
    .addColumn('recipe_ingredients', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('recipe_instructions', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('videos', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('keywords', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('notes', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('prep_time', 'integer')
    .addColumn('cook_time', 'integer')
    .addColumn('recipe_yield', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('source_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_by_user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('average_rating', real)
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Every list the API serves: newest first overall, per category, per cuisine, per member.
  await db.schema.createIndex('recipes_active_created').on('recipes').columns(['active', 'created_at', 'id']).execute();
  await db.schema
    .createIndex('recipes_category_created')
    .on('recipes')
    .columns(['recipe_category', 'active', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('recipes_cuisine_created')
    .on('recipes')
    .columns(['recipe_cuisine', 'active', 'created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('recipes_owner_created')
    .on('recipes')
    .columns(['created_by_user_id', 'created_at', 'id'])
    .execute();

  await db.schema
    .createTable('ratings')
    .addColumn('id', idType, id)
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('ratings_recipe_user', ['recipe_id', 'user_id'])
    .execute();
  await db.schema.createIndex('ratings_user_id').on('ratings').column('user_id').execute();

  await db.schema
    .createTable('mailing_list')
    .addColumn('id', idType, id)
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  if (dialect === 'postgres') {
    await db.schema
      .createTable('recipe_search')
      .addColumn('recipe_id', 'integer', (c) => c.primaryKey().references('recipes.id').onDelete('cascade'))
      .addColumn('document', 'text', (c) => c.notNull())
      .addColumn('vector', sql`tsvector`, (c) => c.notNull())
      .execute();
    await sql`create index recipe_search_vector on recipe_search using gin (vector)`.execute(db);
  } else {
    // Text is folded (case, diacritics, đ, ß) in application code before it is indexed, so
    // both databases see the same tokens; see docs/decisions/search.md.
    await sql`create virtual table recipe_search using fts5(
      name, short_description, description, ingredients, keywords, taxonomy,
      tokenize = 'unicode61 remove_diacritics 2'
    )`.execute(db);
  }
}

export async function down(): Promise<void> {
  throw new Error('The initial migration cannot be undone');
}
