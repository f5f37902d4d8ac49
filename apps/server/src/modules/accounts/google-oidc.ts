import { createRemoteJWKSet, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose';
import { z } from 'zod';
import type { GoogleConfig } from '../../config/env.ts';
import type { ProviderIdentity } from './social-members.ts';

/** Why a Google sign-in was not accepted; the person only hears "Google login failed". */
export class GoogleSignInRejected extends Error {
  override name = 'GoogleSignInRejected';
}

const DiscoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.url(),
  token_endpoint: z.url(),
  jwks_uri: z.url(),
});

const TokenAnswerSchema = z.object({ id_token: z.string().min(1) });

interface Provider {
  authorizationEndpoint: string;
  tokenEndpoint: string;
  keys: JWTVerifyGetKey;
}

const requestTimeoutMs = 5000;
/** Endpoints rarely move; the signing keys are refreshed by jose whenever an unknown key id shows up. */
const discoveryTtlMs = 60 * 60 * 1000;
const clockToleranceSeconds = 30;

async function fetchJson(url: string, init: RequestInit = {}): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      signal: AbortSignal.timeout(requestTimeoutMs),
      headers: { accept: 'application/json', ...init.headers },
    });
  } catch (error) {
    throw new GoogleSignInRejected(`provider unreachable: ${(error as Error).message}`);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new GoogleSignInRejected(`provider answered ${response.status} for ${new URL(url).pathname}`);
  return body;
}

/** Google writes its issuer with or without the scheme; other issuers only as configured. */
function acceptedIssuers(issuer: string): string[] {
  return issuer === 'https://accounts.google.com' ? [issuer, 'accounts.google.com'] : [issuer];
}

/**
 * OpenID Connect against Google (or any issuer with discovery): the authorization URL, the code
 * exchange with the PKCE verifier, and the ID token check — signature from the issuer's JWKS
 * (RS256 only), issuer, audience, expiry, nonce and authorized party.
 */
export function createGoogleOidcClient(config: GoogleConfig, redirectUri: string) {
  let cached: { provider: Promise<Provider>; at: number } | null = null;

  async function discover(): Promise<Provider> {
    const body = DiscoverySchema.safeParse(await fetchJson(`${config.issuer}/.well-known/openid-configuration`));
    if (!body.success) throw new GoogleSignInRejected('discovery document not understood');
    // The document must describe the issuer it was fetched from (OpenID Connect Discovery §4.3).
    if (body.data.issuer.replace(/\/$/, '') !== config.issuer)
      throw new GoogleSignInRejected('discovery issuer mismatch');
    return {
      authorizationEndpoint: body.data.authorization_endpoint,
      tokenEndpoint: body.data.token_endpoint,
      keys: createRemoteJWKSet(new URL(body.data.jwks_uri), { timeoutDuration: requestTimeoutMs }),
    };
  }

  function provider(): Promise<Provider> {
    if (!cached || Date.now() - cached.at > discoveryTtlMs) {
      const pending = discover();
      cached = { provider: pending, at: Date.now() };
      // A failed discovery is not kept: the next sign-in tries again.
      pending.catch(() => {
        if (cached?.provider === pending) cached = null;
      });
    }
    return cached.provider;
  }

  return {
    redirectUri,

    async authorizationUrl(params: { state: string; nonce: string; codeChallenge: string }): Promise<string> {
      const url = new URL((await provider()).authorizationEndpoint);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', config.clientId);
      url.searchParams.set('redirect_uri', redirectUri);
      url.searchParams.set('scope', 'openid email profile');
      url.searchParams.set('state', params.state);
      url.searchParams.set('nonce', params.nonce);
      url.searchParams.set('code_challenge', params.codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      url.searchParams.set('prompt', 'select_account');
      return url.href;
    },

    /** Trades the authorization code (with the PKCE verifier) for the ID token. */
    async exchangeCode(code: string, codeVerifier: string): Promise<string> {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri,
        client_id: config.clientId,
        client_secret: config.clientSecret,
        code_verifier: codeVerifier,
      });
      const body = TokenAnswerSchema.safeParse(
        await fetchJson((await provider()).tokenEndpoint, {
          method: 'POST',
          body: form,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      );
      if (!body.success) throw new GoogleSignInRejected('token answer has no id_token');
      return body.data.id_token;
    },

    /** Checks the ID token and answers whom it names; the e-mail only when the provider verified it. */
    async verifyIdToken(idToken: string, expectedNonce: string): Promise<ProviderIdentity> {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, (await provider()).keys, {
          issuer: acceptedIssuers(config.issuer),
          audience: config.clientId,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'iat', 'exp'],
          clockTolerance: clockToleranceSeconds,
        }));
      } catch (error) {
        if (error instanceof GoogleSignInRejected) throw error;
        throw new GoogleSignInRejected(`ID token refused: ${(error as Error).message}`);
      }
      if (payload.nonce !== expectedNonce) throw new GoogleSignInRejected('ID token nonce mismatch');
      // With several audiences the token must have been issued to us (OpenID Connect Core §3.1.3.7).
      const multipleAudiences = Array.isArray(payload.aud) && payload.aud.length > 1;
      if ((multipleAudiences || payload.azp !== undefined) && payload.azp !== config.clientId) {
        throw new GoogleSignInRejected('ID token authorized party mismatch');
      }
      const sub = payload.sub;
      if (typeof sub !== 'string' || sub.length === 0 || sub.length > 255) throw new GoogleSignInRejected('no subject');
      const verified = payload.email_verified === true || payload.email_verified === 'true';
      const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
      const name = typeof payload.name === 'string' ? payload.name.trim() : '';
      return {
        id: sub,
        name: name ? name : null,
        email: verified && z.email().max(254).safeParse(email).success ? email : null,
      };
    },
  };
}

export type GoogleOidcClient = ReturnType<typeof createGoogleOidcClient>;
