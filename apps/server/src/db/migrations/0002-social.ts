import { sql, type Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

// Favorites, follows, and the short-lived rows of provider sign-in (OpenID state, login tickets).
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  // Whether a sign-in provider vouched for the address: only such accounts may be linked to a
  // provider by e-mail. Accounts created through Facebook before this column had exactly that.
  await db.schema
    .alterTable('users')
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await sql`update users set email_verified = 1
    where password_hash is null and (facebook_id is not null or google_id is not null)`.execute(db);

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('recipe_id', 'integer', (c) => c.notNull().references('recipes.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pkey', ['user_id', 'recipe_id'])
    .execute();
  // The profile list (newest first) and the cascade from a deleted recipe.
  await db.schema.createIndex('favorites_user_created').on('favorites').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('favorites_recipe').on('favorites').column('recipe_id').execute();

  await db.schema
    .createTable('follows')
    .addColumn('follower_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('followee_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('follows_pkey', ['follower_id', 'followee_id'])
    .addCheckConstraint('follows_not_self', sql`follower_id <> followee_id`)
    .execute();
  await db.schema
    .createIndex('follows_followee_created')
    .on('follows')
    .columns(['followee_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('follows_follower_created')
    .on('follows')
    .columns(['follower_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('oauth_states')
    .addColumn('state_hash', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('code_verifier', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('redirect_to', 'text', (c) => c.notNull())
    .addColumn('browser_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('oauth_states_expires').on('oauth_states').column('expires_at').execute();

  await db.schema
    .createTable('login_tickets')
    .addColumn('ticket_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('login_tickets_expires').on('login_tickets').column('expires_at').execute();
  await db.schema.createIndex('login_tickets_user').on('login_tickets').column('user_id').execute();
}

export async function down(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  for (const table of ['login_tickets', 'oauth_states', 'follows', 'favorites']) {
    await db.schema.dropTable(table).execute();
  }
  await db.schema.alterTable('users').dropColumn('email_verified').execute();
}
