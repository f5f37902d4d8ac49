import type { Executor } from '../../db/database.ts';
import { deleteExpiredLoginTickets, insertLoginTicket, takeLoginTicket } from './sign-in-flows.repository.ts';
import { hashToken, newToken } from './tokens.ts';

/** A ticket is in the browser's address bar for a moment, so it lives briefly and works once. */
export const loginTicketTtlMs = 2 * 60 * 1000;

/** Issues a one-time ticket for the member; only its hash is stored. */
export async function issueLoginTicket(db: Executor, userId: number): Promise<string> {
  const ticket = newToken();
  const now = Date.now();
  await deleteExpiredLoginTickets(db, new Date(now).toISOString());
  await insertLoginTicket(db, {
    ticket_hash: hashToken(ticket),
    user_id: userId,
    created_at: new Date(now).toISOString(),
    expires_at: new Date(now + loginTicketTtlMs).toISOString(),
  });
  return ticket;
}

/** The member a ticket was issued for, once; null when it is unknown, used or expired. */
export async function redeemLoginTicket(db: Executor, ticket: string): Promise<number | null> {
  const row = await takeLoginTicket(db, hashToken(ticket));
  if (!row || row.expires_at <= new Date().toISOString()) return null;
  return row.user_id;
}
