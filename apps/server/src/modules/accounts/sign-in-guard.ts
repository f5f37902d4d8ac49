import type { AttemptLimiter } from './attempt-limiter.ts';

/**
 * Who may try a password now. Failures are counted per account (however it was named: username
 * or e-mail) and client address together, and per account over all addresses:
 *
 * - one address gets `perAddress` tries at an account per window, then waits: a guesser is slowed
 *   down without touching anyone else's browser;
 * - many addresses together get `perAccount` tries at an account per window; past that only
 *   addresses the account signed in from before (within `knownForMs`) may still try, so a spread
 *   attack neither gets unlimited guesses nor keeps the owner out of their own browser.
 *
 * Every try counts up front, so parallel guesses cannot slip past the check; a success clears the
 * (account, address) count. The per-address limit over all accounts is the route's rate limit.
 */
export interface SignInLimits {
  perAddress: number;
  perAccount: number;
  windowMs: number;
  knownForMs: number;
}

export type SignInVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export function createSignInGuard(store: AttemptLimiter, limits: SignInLimits) {
  // A password reset starts the account's counts afresh: its failure keys carry an epoch that the
  // reset moves on (a store has no "delete by prefix"). The epoch outlives every window it ends.
  const epochKey = (account: string) => `epoch:${account}`;
  const keys = async (account: string, address: string) => {
    const epoch = await store.count(epochKey(account));
    const counted = epoch > 0 ? `${account}#${epoch}` : account;
    return {
      pair: `pair:${counted}:${address}`,
      account: `acct:${counted}`,
      known: `known:${account}:${address}`,
    };
  };
  return {
    /** Counts a try at `account` (a stable id, not the typed name) from `address`. */
    async attempt(account: string, address: string): Promise<SignInVerdict> {
      const k = await keys(account, address);
      const pair = await store.hit(k.pair, limits.windowMs);
      if (pair.count > limits.perAddress) return { allowed: false, retryAfterMs: pair.resetInMs };
      const all = await store.hit(k.account, limits.windowMs);
      if (all.count > limits.perAccount && (await store.count(k.known)) === 0) {
        return { allowed: false, retryAfterMs: all.resetInMs };
      }
      return { allowed: true };
    },
    /** After the right password: this address starts afresh and is known to the account. */
    async succeeded(account: string, address: string): Promise<void> {
      const k = await keys(account, address);
      await store.reset(k.pair);
      await store.hit(k.known, limits.knownForMs);
    },
    /** After a password reset: every lockout of the account ends, from every address. */
    async clear(account: string): Promise<void> {
      await store.hit(epochKey(account), 2 * limits.windowMs);
    },
    close: () => store.close(),
  };
}
export type SignInGuard = ReturnType<typeof createSignInGuard>;
