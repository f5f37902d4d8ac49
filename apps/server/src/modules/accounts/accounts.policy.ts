/**
 * Who may do what with an account. Pure functions over the few facts they need, tested as tables.
 */

/** What a provider sign-in may do with an existing account that has the provider-confirmed e-mail. */
export type LinkByEmailDecision = 'same-member' | 'link' | 'linked-to-other' | 'email-registered';

export interface AccountWithEmail {
  hasPassword: boolean;
  /** A sign-in provider confirmed the address (not merely typed in at registration or in the profile). */
  emailVerified: boolean;
  /** The id this provider is already linked under, if any. */
  linkedProviderId: string | null;
}

/**
 * An account is linked to a provider by e-mail only when no one could have typed that address in
 * without owning it: the account has no password (else whoever pre-registered the address would
 * share the account with its real owner) and its address was confirmed by a provider.
 */
export function linkByEmailDecision(account: AccountWithEmail, providerId: string): LinkByEmailDecision {
  if (account.linkedProviderId === providerId) return 'same-member';
  if (account.linkedProviderId !== null) return 'linked-to-other';
  if (account.hasPassword || !account.emailVerified) return 'email-registered';
  return 'link';
}

/** How a password change is checked: against the current password, or, for a member who has none, not at all. */
export type PasswordChangeRule = 'verify-current' | 'set-first' | 'current-missing';

export function passwordChangeRule(hasPassword: boolean, currentGiven: boolean): PasswordChangeRule {
  if (!hasPassword) return 'set-first';
  return currentGiven ? 'verify-current' : 'current-missing';
}

/**
 * Deleting the account always needs the explicit confirmation (the schema demands `confirm: true`),
 * and the password as well when the member has one.
 */
export type AccountDeletionRule = 'verify-password' | 'confirmed' | 'password-missing';

export function accountDeletionRule(hasPassword: boolean, passwordGiven: boolean): AccountDeletionRule {
  if (!hasPassword) return 'confirmed';
  return passwordGiven ? 'verify-password' : 'password-missing';
}
