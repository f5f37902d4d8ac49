import { createHash, timingSafeEqual } from 'node:crypto';
import type { GoogleLoginFailureReason } from '@recipes/contracts';
import { nowIso } from '../../db/database.ts';
import { DomainError } from '../../domain-errors.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { createGoogleOidcClient, GoogleSignInRejected } from './google-oidc.ts';
import { issueLoginTicket } from './login-tickets.ts';
import { deleteExpiredOAuthStates, insertOAuthState, takeOAuthState } from './sign-in-flows.repository.ts';
import { memberForProvider } from './social-members.ts';
import { hashToken, newToken } from './tokens.ts';

/** Ties the provider's answer to the browser that started the sign-in (no login CSRF). */
export const googleFlowCookie = 'recipes_google_signin';
const googleCallbackPath = '/api/auth/google/callback';
const cookiePath = '/api/auth/google';
const stateTtlMs = 10 * 60 * 1000;

/** Where the browser goes next, and the cookie to set (or clear) on the way. */
export interface FlowRedirect {
  location: string;
  setCookie: string;
}

/** A path on this site to return to; anything that could leave the site (//host, \, a scheme) means "/". */
export function safeRedirectPath(value: string | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//')) return '/';
  if ([...value].some((c) => c === '\\' || c.charCodeAt(0) < 0x20)) return '/';
  const url = new URL(value, 'http://site.invalid');
  return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : '/';
}

/** One cookie's value from a Cookie header, or null. */
export function readCookie(header: string | undefined, name: string): string | null {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const loginFailureLocation = (reason: GoogleLoginFailureReason) => `/login?error=google&reason=${reason}`;

/**
 * Google sign-in through OpenID Connect, authorization code with PKCE. `start` keeps state, nonce
 * and verifier server-side (single use, ten minutes) and binds them to the browser with a cookie;
 * `callback` checks all of it, verifies the ID token, finds or creates the member and sends the
 * browser to the web page with a one-time ticket, never with a session token in the address.
 */
export function createGoogleSignIn(deps: Pick<ServiceDeps, 'db' | 'config' | 'log'>) {
  const { db, config, log } = deps;
  const client = config.google
    ? createGoogleOidcClient(config.google, `${config.publicUrl}${googleCallbackPath}`)
    : null;
  const secure = config.publicUrl.startsWith('https:') ? '; Secure' : '';
  const cookie = (value: string, maxAgeSeconds: number) =>
    `${googleFlowCookie}=${value}; Path=${cookiePath}; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
  const clearCookie = cookie('', 0);
  const fail = (reason: GoogleLoginFailureReason): FlowRedirect => ({
    location: loginFailureLocation(reason),
    setCookie: clearCookie,
  });

  return {
    configured: client !== null,

    async start(redirectTo: string | undefined): Promise<FlowRedirect> {
      if (!client) return fail('unavailable');
      const state = newToken();
      const nonce = newToken();
      const verifier = newToken();
      const browser = newToken();
      let location: string;
      try {
        location = await client.authorizationUrl({
          state,
          nonce,
          codeChallenge: createHash('sha256').update(verifier).digest('base64url'),
        });
      } catch (error) {
        log.warn({ err: error }, 'Google sign-in could not start');
        return fail('failed');
      }
      const now = Date.now();
      await deleteExpiredOAuthStates(db, new Date(now).toISOString());
      await insertOAuthState(db, {
        state_hash: hashToken(state),
        provider: 'google',
        code_verifier: verifier,
        nonce,
        redirect_to: safeRedirectPath(redirectTo),
        browser_hash: hashToken(browser),
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + stateTtlMs).toISOString(),
      });
      return { location, setCookie: cookie(browser, stateTtlMs / 1000) };
    },

    async callback(
      query: { code?: string | undefined; state?: string | undefined; error?: string | undefined },
      cookieHeader: string | undefined,
    ): Promise<FlowRedirect> {
      if (!client) return fail('unavailable');
      // Taken (deleted) first, whatever follows: a state is good for one attempt only.
      const flow = query.state ? await takeOAuthState(db, hashToken(query.state)) : undefined;
      if (query.error) return fail('cancelled');
      if (!flow || flow.provider !== 'google' || flow.expires_at <= nowIso() || !query.code) return fail('expired');
      const browser = readCookie(cookieHeader, googleFlowCookie);
      if (!browser || !sameHash(hashToken(browser), flow.browser_hash)) return fail('expired');
      try {
        const idToken = await client.exchangeCode(query.code, flow.code_verifier);
        const identity = await client.verifyIdToken(idToken, flow.nonce);
        const user = await memberForProvider(db, 'google_id', identity);
        const ticket = await issueLoginTicket(db, user.id);
        const next = new URLSearchParams({ ticket, redirectTo: flow.redirect_to });
        return { location: `/auth/callback?${next.toString()}`, setCookie: clearCookie };
      } catch (error) {
        if (error instanceof GoogleSignInRejected) {
          log.info({ reason: error.message }, 'Google sign-in refused');
          return fail('failed');
        }
        if (error instanceof DomainError && error.code === 'CONFLICT') return fail('email-registered');
        if (error instanceof DomainError && error.code === 'UNAUTHENTICATED') return fail('no-email');
        // A browser is waiting on this redirect: it gets the login page, the log gets the fault.
        log.error({ err: error }, 'Google sign-in failed');
        return fail('failed');
      }
    },
  };
}

export type GoogleSignIn = ReturnType<typeof createGoogleSignIn>;
