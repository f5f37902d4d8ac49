import type { ContactBody } from '@recipes/contracts';
import type { Executor } from '../../db/database.ts';

/**
 * Adds an address to the mailing list. Returns false when it was already there; the unique
 * constraint decides, so simultaneous sign-ups of one address cannot both count as new.
 */
export async function insertSubscriber(
  db: Executor,
  values: { email: string; source: string; now: string },
): Promise<boolean> {
  const row = await db
    .insertInto('mailing_list')
    .values({ email: values.email, source: values.source, created_at: values.now })
    .onConflict((oc) => oc.column('email').doNothing())
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertContactMessage(
  db: Executor,
  message: ContactBody & { now: string },
): Promise<{ id: number; createdAt: string }> {
  const row = await db
    .insertInto('contact_messages')
    .values({
      name: message.name,
      email: message.email,
      subject: message.subject,
      message: message.message,
      created_at: message.now,
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  return { id: row.id, createdAt: row.created_at };
}
