import type { Executor } from '../../db/database.ts';

/** The mailing list: pending addresses (a confirm link is out) and confirmed ones. */

export async function findSubscriber(db: Executor, email: string) {
  return db
    .selectFrom('mailing_list')
    .select(['id', 'email', 'confirmed_at', 'confirm_sent_at'])
    .where('email', '=', email)
    .executeTakeFirst();
}

/** Adds a pending address; false when it was already there (the unique constraint decides). */
export async function insertPendingSubscriber(
  db: Executor,
  values: { email: string; source: string; language: string; tokenHash: string; unsubscribeToken: string; now: string },
): Promise<boolean> {
  const row = await db
    .insertInto('mailing_list')
    .values({
      email: values.email,
      source: values.source,
      language: values.language,
      created_at: values.now,
      confirm_token_hash: values.tokenHash,
      confirm_sent_at: values.now,
      unsubscribe_token: values.unsubscribeToken,
    })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** A fresh confirm link for a pending address (the old one stops working). */
export async function renewConfirmToken(
  db: Executor,
  id: number,
  values: { tokenHash: string; language: string; unsubscribeToken: string; now: string },
): Promise<void> {
  await db
    .updateTable('mailing_list')
    .set({
      confirm_token_hash: values.tokenHash,
      confirm_sent_at: values.now,
      language: values.language,
      // Rows from before double opt-in have none yet.
      unsubscribe_token: (eb) => eb.fn.coalesce('unsubscribe_token', eb.val(values.unsubscribeToken)),
    })
    .where('id', '=', id)
    .where('confirmed_at', 'is', null)
    .execute();
}

/** Confirms the address whose link was sent after `sentAfter`; undefined for an unknown or old link. */
export async function confirmSubscriber(db: Executor, tokenHash: string, sentAfter: string, now: string) {
  return db
    .updateTable('mailing_list')
    .set({ confirmed_at: now, confirm_token_hash: null })
    .where('confirm_token_hash', '=', tokenHash)
    .where('confirm_sent_at', '>', sentAfter)
    .returning(['id', 'email'])
    .executeTakeFirst();
}

/** Removes the address entirely: nothing of an unsubscribed reader is kept. */
export async function deleteSubscriberByUnsubscribeToken(db: Executor, token: string): Promise<boolean> {
  const rows = await db.deleteFrom('mailing_list').where('unsubscribe_token', '=', token).returning('id').execute();
  return rows.length > 0;
}

/** Pending addresses whose last link ran out unopened are forgotten (rows from before 0006 have none). */
export async function deleteStalePending(db: Executor, sentBefore: string): Promise<void> {
  await db
    .deleteFrom('mailing_list')
    .where('confirmed_at', 'is', null)
    .where('confirm_sent_at', '<', sentBefore)
    .execute();
}

export async function listConfirmedSubscribers(db: Executor) {
  return db
    .selectFrom('mailing_list')
    .select(['email', 'language', 'unsubscribe_token'])
    .where('confirmed_at', 'is not', null)
    .where('unsubscribe_token', 'is not', null)
    .orderBy('id')
    .execute();
}
