import type { Db, Executor } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import {
  deleteExpiredSessionsOf,
  deleteOtherSessions,
  deleteSession,
  findUserByTokenHash,
  insertSession,
} from './sessions.repository.ts';
import { hashToken, newToken } from './tokens.ts';

export function createSessionsService(deps: { db: Db; tokenTtlMs: number }) {
  const { db, tokenTtlMs } = deps;
  return {
    /**
     * Issues a new token for the user; the raw token is returned once and never stored. Pass a
     * transaction to make the session part of a larger write (registration).
     */
    async issue(userId: number, executor: Executor = db): Promise<string> {
      const token = newToken();
      const now = Date.now();
      const nowText = new Date(now).toISOString();
      // The member's own dead sessions go as a new one comes, so the table does not grow forever.
      await deleteExpiredSessionsOf(executor, userId, nowText);
      await insertSession(executor, {
        userId,
        tokenHash: hashToken(token),
        createdAt: nowText,
        expiresAt: new Date(now + tokenTtlMs).toISOString(),
      });
      return token;
    },
    async userForToken(token: string): Promise<UserRow | null> {
      const user = await findUserByTokenHash(db, hashToken(token), new Date().toISOString());
      return user ?? null;
    },
    async revoke(token: string): Promise<void> {
      await deleteSession(db, hashToken(token));
    },
    /** Signs the member out everywhere but here. */
    async revokeOthers(userId: number, keepToken: string, executor: Executor = db): Promise<void> {
      await deleteOtherSessions(executor, userId, hashToken(keepToken));
    },
  };
}
export type SessionsService = ReturnType<typeof createSessionsService>;
