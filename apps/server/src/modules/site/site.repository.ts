import type { ContactBody } from '@recipes/contracts';
import type { Executor } from '../../db/database.ts';

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
