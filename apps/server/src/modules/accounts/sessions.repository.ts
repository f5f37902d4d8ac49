import type { Executor } from '../../db/database.ts';

export async function insertSession(
  db: Executor,
  row: { userId: number; tokenHash: string; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('sessions')
    .values({ user_id: row.userId, token_hash: row.tokenHash, created_at: row.createdAt, expires_at: row.expiresAt })
    .execute();
}

/** The user a live token belongs to, in one indexed lookup. */
export async function findUserByTokenHash(db: Executor, tokenHash: string, now: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst();
}

export async function deleteSession(db: Executor, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

export async function deleteExpiredSessionsOf(db: Executor, userId: number, now: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('expires_at', '<=', now).execute();
}

/** Ends every session of the member except the one with this hash (after a password change). */
export async function deleteOtherSessions(db: Executor, userId: number, keepTokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).where('token_hash', '<>', keepTokenHash).execute();
}

/** Ends every session of the member (after a password reset, which is done signed out). */
export async function deleteSessionsOf(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}
