import type { Executor } from '../../db/database.ts';

/** Mailed "forgot password" links, kept by the hash of their token only. */

export async function insertPasswordReset(
  db: Executor,
  row: { tokenHash: string; userId: number; createdAt: string; expiresAt: string },
): Promise<void> {
  await db
    .insertInto('password_resets')
    .values({
      token_hash: row.tokenHash,
      user_id: row.userId,
      created_at: row.createdAt,
      expires_at: row.expiresAt,
      used_at: null,
    })
    .execute();
}

export async function deleteExpiredPasswordResets(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('password_resets').where('expires_at', '<=', now).execute();
}

export async function findPasswordReset(db: Executor, tokenHash: string) {
  return db
    .selectFrom('password_resets')
    .select(['user_id', 'expires_at', 'used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a live, unused link used; false when another request was first or it ran out meanwhile. */
export async function usePasswordReset(db: Executor, tokenHash: string, now: string): Promise<boolean> {
  const result = await db
    .updateTable('password_resets')
    .set({ used_at: now })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The member's other links stop working once one of them was used. */
export async function deleteOtherPasswordResets(db: Executor, userId: number, keepTokenHash: string): Promise<void> {
  await db
    .deleteFrom('password_resets')
    .where('user_id', '=', userId)
    .where('token_hash', '<>', keepTokenHash)
    .execute();
}
