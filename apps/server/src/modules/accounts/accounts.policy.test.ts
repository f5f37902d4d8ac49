import { describe, expect, it } from 'vitest';
import {
  accountDeletionRule,
  linkByEmailDecision,
  passwordChangeRule,
  type AccountWithEmail,
  type LinkByEmailDecision,
} from './accounts.policy.ts';
import { readCookie, safeRedirectPath } from './google-sign-in.ts';

describe('linkByEmailDecision: may a provider sign-in take over the account with its confirmed e-mail?', () => {
  const account = (overrides: Partial<AccountWithEmail>): AccountWithEmail => ({
    hasPassword: false,
    emailVerified: true,
    linkedProviderId: null,
    ...overrides,
  });
  it.each<[string, Partial<AccountWithEmail>, LinkByEmailDecision]>([
    ['already linked to this provider id', { linkedProviderId: 'p-1' }, 'same-member'],
    ['already linked even with a password', { linkedProviderId: 'p-1', hasPassword: true }, 'same-member'],
    ['linked to another id of this provider', { linkedProviderId: 'p-2' }, 'linked-to-other'],
    ['password-less, address confirmed by a provider', {}, 'link'],
    ['has a password (pre-registered address)', { hasPassword: true }, 'email-registered'],
    ['password-less but the address was typed in', { emailVerified: false }, 'email-registered'],
    ['password and unconfirmed address', { hasPassword: true, emailVerified: false }, 'email-registered'],
  ])('%s', (_case, overrides, expected) => {
    expect(linkByEmailDecision(account(overrides), 'p-1')).toBe(expected);
  });
});

describe('passwordChangeRule', () => {
  it.each([
    [true, true, 'verify-current'],
    [true, false, 'current-missing'],
    [false, false, 'set-first'],
    [false, true, 'set-first'],
  ] as const)('has password %s, current given %s → %s', (hasPassword, given, expected) => {
    expect(passwordChangeRule(hasPassword, given)).toBe(expected);
  });
});

describe('accountDeletionRule', () => {
  it.each([
    [true, true, 'verify-password'],
    [true, false, 'password-missing'],
    [false, false, 'confirmed'],
    [false, true, 'confirmed'],
  ] as const)('has password %s, password given %s → %s', (hasPassword, given, expected) => {
    expect(accountDeletionRule(hasPassword, given)).toBe(expected);
  });
});

describe('safeRedirectPath keeps the browser on this site', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/recipes', '/recipes'],
    ['/recipes?category=soup#top', '/recipes?category=soup#top'],
    ['/recipe/4/../../admin', '/admin'],
    ['https://evil.example/', '/'],
    ['//evil.example/path', '/'],
    ['/\\evil.example', '/'],
    ['\\\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
    ['/\tjavascript', '/'],
    ['recipes', '/'],
  ])('%s → %s', (value, expected) => {
    expect(safeRedirectPath(value)).toBe(expected);
  });
});

describe('readCookie', () => {
  it.each([
    ['a=1; recipes_google_signin=abc_-9; b=2', 'abc_-9'],
    ['recipes_google_signin=', null],
    ['other=1', null],
    [undefined, null],
    ['xrecipes_google_signin=nope', null],
  ])('%s → %s', (header, expected) => {
    expect(readCookie(header, 'recipes_google_signin')).toBe(expected);
  });
});
