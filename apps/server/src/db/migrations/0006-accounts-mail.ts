import type { Kysely } from 'kysely';
import type { MigrationContext } from './migration-context.ts';

/**
 * Mail people can trust (issue 13): registration confirm links, the newsletter's double opt-in
 * and its unsubscribe links, and accounts registered with an address another account owns.
 */
export async function up(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  // The address typed at registration when another account owns it: shown to the member as theirs,
  // never mailed, never used for sign-in (users.email then holds an undeliverable placeholder).
  await db.schema.alterTable('users').addColumn('unclaimed_email', 'text').execute();

  await db.schema
    .createTable('email_confirmations')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('email_confirmations_user').on('email_confirmations').column('user_id').execute();
  await db.schema.createIndex('email_confirmations_expires').on('email_confirmations').column('expires_at').execute();

  // Addresses from before double opt-in never confirmed: they stay unconfirmed and get no newsletter.
  await db.schema
    .alterTable('mailing_list')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
  await db.schema.alterTable('mailing_list').addColumn('confirmed_at', 'text').execute();
  await db.schema.alterTable('mailing_list').addColumn('confirm_token_hash', 'text').execute();
  await db.schema.alterTable('mailing_list').addColumn('confirm_sent_at', 'text').execute();
  await db.schema.alterTable('mailing_list').addColumn('unsubscribe_token', 'text').execute();
  await db.schema
    .createIndex('mailing_list_confirm_token')
    .unique()
    .on('mailing_list')
    .column('confirm_token_hash')
    .execute();
  await db.schema
    .createIndex('mailing_list_unsubscribe_token')
    .unique()
    .on('mailing_list')
    .column('unsubscribe_token')
    .execute();
}

export async function down(db: Kysely<unknown>, _context: MigrationContext): Promise<void> {
  await db.schema.dropIndex('mailing_list_unsubscribe_token').execute();
  await db.schema.dropIndex('mailing_list_confirm_token').execute();
  for (const column of ['unsubscribe_token', 'confirm_sent_at', 'confirm_token_hash', 'confirmed_at', 'language']) {
    await db.schema.alterTable('mailing_list').dropColumn(column).execute();
  }
  await db.schema.dropTable('email_confirmations').execute();
  await db.schema.alterTable('users').dropColumn('unclaimed_email').execute();
}
