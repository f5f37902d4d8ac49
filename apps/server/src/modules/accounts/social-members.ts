import { randomBytes } from 'node:crypto';
import { usernamePattern } from '@recipes/contracts';
import { nowIso, type Executor } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, unauthenticated } from '../../domain-errors.ts';
import type { MessageKey } from '../../http/messages.ts';
import { linkByEmailDecision } from './accounts.policy.ts';
import { uniqueViolationColumn } from './unique-violation.ts';
import {
  findUserByEmail,
  findUserByProviderId,
  findUserByUsernameLower,
  insertUser,
  linkProviderId,
  type ProviderColumn,
} from './users.repository.ts';

/** What a sign-in provider vouches for after its token or ID token was verified. */
export interface ProviderIdentity {
  id: string;
  name: string | null;
  /** Only an address the provider itself confirmed, lowercased; null when it gave none. */
  email: string | null;
}

/** A username from a display name: ASCII letters and digits, e.g. "Nguyễn Văn Đức" → "nguyen.van.duc". */
export function usernameFromName(name: string): string {
  const ascii = name
    .replace(/[đĐ]/g, 'd')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.+|\.+$/g, '')
    .slice(0, 24)
    .replace(/\.+$/, '');
  return ascii.length >= 3 ? ascii : 'cook';
}

async function freeUsername(db: Executor, base: string, fresh: boolean): Promise<string> {
  if (!fresh && !(await findUserByUsernameLower(db, base))) return base;
  const candidate = `${base}-${randomBytes(3).toString('hex')}`;
  if (!usernamePattern.test(candidate)) throw new Error(`generated username does not fit the pattern: ${candidate}`);
  return candidate;
}

const maxRounds = 5;

/**
 * The member a verified provider identity signs in as: the one already linked to that provider
 * id, else the one with the same provider-confirmed e-mail when linking it is safe
 * (`linkByEmailDecision`), else a new one. Every step tolerates a concurrent request doing the
 * same thing (unique constraints decide).
 */
export async function memberForProvider(
  db: Executor,
  column: ProviderColumn,
  identity: ProviderIdentity,
  failureKey: MessageKey = 'SOCIAL_LOGIN_FAILED',
): Promise<UserRow> {
  let usernameClashes = 0;
  for (let round = 0; round < maxRounds; round++) {
    const linked = await findUserByProviderId(db, column, identity.id);
    if (linked) return linked;
    // Without an e-mail there is no way to create (the column is required) or to link.
    if (!identity.email) throw unauthenticated(failureKey);

    const sameEmail = await findUserByEmail(db, identity.email);
    if (sameEmail) {
      const decision = linkByEmailDecision(
        {
          hasPassword: sameEmail.password_hash !== null,
          emailVerified: sameEmail.email_verified === 1,
          linkedProviderId: sameEmail[column],
        },
        identity.id,
      );
      // Linked between the two reads above by a parallel sign-in of the same account.
      if (decision === 'same-member') return sameEmail;
      // That address belongs to a member signed in through a different account of this provider.
      if (decision === 'linked-to-other') throw conflict('EMAIL_TAKEN');
      if (decision === 'email-registered') throw conflict('SOCIAL_EMAIL_REGISTERED');
      try {
        const updated = await linkProviderId(db, sameEmail.id, column, identity.id, nowIso());
        if (updated) return updated;
      } catch (error) {
        if (uniqueViolationColumn(error) === null) throw error;
      }
      continue; // Someone linked it meanwhile: read again.
    }

    const name = identity.name ?? identity.email.split('@')[0]!;
    const now = nowIso();
    const username = await freeUsername(db, usernameFromName(name), usernameClashes > 0);
    try {
      return await insertUser(db, {
        username,
        username_lower: username,
        email: identity.email,
        name: name.slice(0, 100),
        password_hash: null,
        profile_picture: null,
        roles: JSON.stringify(['user']),
        facebook_id: column === 'facebook_id' ? identity.id : null,
        google_id: column === 'google_id' ? identity.id : null,
        email_verified: 1,
        created_at: now,
        updated_at: now,
      });
    } catch (error) {
      const column = uniqueViolationColumn(error);
      if (column === null) throw error;
      if (column === 'username_lower') usernameClashes += 1;
      // The provider id or e-mail: a parallel sign-in created the member; the next round finds it.
    }
  }
  throw conflict();
}
