import type { Executor } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { Insertable, Selectable } from 'kysely';

export type OAuthStateRow = Selectable<DB['oauth_states']>;
export type LoginTicketRow = Selectable<DB['login_tickets']>;

export async function insertOAuthState(db: Executor, row: Insertable<DB['oauth_states']>): Promise<void> {
  await db.insertInto('oauth_states').values(row).execute();
}

/** Removes and answers the state in one statement, so a state can be used once even under a race. */
export async function takeOAuthState(db: Executor, stateHash: string): Promise<OAuthStateRow | undefined> {
  return db.deleteFrom('oauth_states').where('state_hash', '=', stateHash).returningAll().executeTakeFirst();
}

export async function deleteExpiredOAuthStates(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('oauth_states').where('expires_at', '<=', now).execute();
}

export async function insertLoginTicket(db: Executor, row: Insertable<DB['login_tickets']>): Promise<void> {
  await db.insertInto('login_tickets').values(row).execute();
}

/** Removes and answers the ticket in one statement: a ticket signs in once. */
export async function takeLoginTicket(db: Executor, ticketHash: string): Promise<LoginTicketRow | undefined> {
  return db.deleteFrom('login_tickets').where('ticket_hash', '=', ticketHash).returningAll().executeTakeFirst();
}

export async function deleteExpiredLoginTickets(db: Executor, now: string): Promise<void> {
  await db.deleteFrom('login_tickets').where('expires_at', '<=', now).execute();
}
