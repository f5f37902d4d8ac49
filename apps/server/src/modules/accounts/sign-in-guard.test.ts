import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryAttemptLimiter } from './attempt-limiter.ts';
import { createSignInGuard } from './sign-in-guard.ts';

const limits = { perAddress: 2, perAccount: 3, windowMs: 60_000, knownForMs: 120_000 };

describe('sign-in guard: clearing an account (after a password reset)', () => {
  it('ends the lockout of every address and of the account as a whole, and counting starts afresh', async () => {
    const guard = createSignInGuard(createMemoryAttemptLimiter(), limits);
    const account = `u${randomBytes(3).toString('hex')}`;
    for (let i = 0; i < 2; i++) expect(await guard.attempt(account, 'a')).toEqual({ allowed: true });
    expect((await guard.attempt(account, 'a')).allowed).toBe(false);
    expect((await guard.attempt(account, 'b')).allowed).toBe(true);
    // The account-wide count is past three now (the third try from `a` stopped at its own limit first).
    expect((await guard.attempt(account, 'c')).allowed).toBe(false);

    await guard.clear(account);
    expect((await guard.attempt(account, 'a')).allowed).toBe(true);
    expect((await guard.attempt(account, 'c')).allowed).toBe(true);
    expect((await guard.attempt(account, 'a')).allowed).toBe(true);
    expect((await guard.attempt(account, 'a')).allowed).toBe(false);
    // Another account's counts are untouched.
    const other = `${account}x`;
    for (let i = 0; i < 2; i++) await guard.attempt(other, 'a');
    await guard.clear(account);
    expect((await guard.attempt(other, 'a')).allowed).toBe(false);
    await guard.close();
  });

  it('keeps the addresses an account is known from', async () => {
    const guard = createSignInGuard(createMemoryAttemptLimiter(), limits);
    await guard.succeeded('u1', 'home');
    await guard.clear('u1');
    for (let i = 0; i < 3; i++) await guard.attempt('u1', `stranger-${i}`);
    expect((await guard.attempt('u1', 'stranger-x')).allowed).toBe(false);
    expect((await guard.attempt('u1', 'home')).allowed).toBe(true);
    await guard.close();
  });
});
