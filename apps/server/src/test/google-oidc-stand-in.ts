import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { generateKeyPair, SignJWT } from 'jose';
import {
  OAuth2Server,
  type MutableResponse,
  type MutableToken,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';
import { expect } from 'vitest';
import type { GoogleConfig } from '../config/env.ts';
import { googleFlowCookie } from '../modules/accounts/google-sign-in.ts';

/**
 * Test support: a local OpenID Connect provider (oauth2-mock-server, RS256 keys, PKCE checked)
 * standing in for Google, with control over the next ID token's claims and the token answer.
 */
export interface GoogleStandIn {
  config: GoogleConfig;
  /** Claims the next ID tokens carry; tests change them per person signing in. */
  claims: Record<string, unknown>;
  /** Bodies of the token requests received (code, code_verifier, client_secret, …). */
  tokenRequests: Record<string, unknown>[];
  /** Rewrites the next token answer once (a forged ID token, an error). */
  onceTokenAnswer(rewrite: (body: Record<string, unknown>) => Record<string, unknown> | null): void;
  /** An ID token with the given claims signed by a key the provider never published. */
  forgedIdToken(claims: Record<string, unknown>): Promise<string>;
  close(): Promise<void>;
}

export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const server = new OAuth2Server();
  const key = await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const issuer = server.issuer.url;
  if (!issuer) throw new Error('stand-in has no issuer URL');
  const config: GoogleConfig = { clientId: 'recipes-test.apps.example', clientSecret: 'stand-in-secret', issuer };
  const claims: Record<string, unknown> = {};
  const tokenRequests: Record<string, unknown>[] = [];

  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    // Only the ID token has an audience in this stand-in; the access token stays as it is.
    if ('aud' in token.payload) Object.assign(token.payload, claims);
  });
  server.service.on('beforeResponse', (_answer: MutableResponse, req: TokenRequestIncomingMessage) => {
    tokenRequests.push({ ...req.body });
  });

  return {
    config,
    claims,
    tokenRequests,
    onceTokenAnswer(rewrite) {
      server.service.once('beforeResponse', (answer: MutableResponse) => {
        const body = answer.body === '' ? {} : answer.body;
        const rewritten = rewrite(body);
        if (rewritten === null) {
          answer.statusCode = 400;
          answer.body = { error: 'invalid_grant' };
        } else {
          answer.body = rewritten;
        }
      });
    },
    async forgedIdToken(forged) {
      const { privateKey } = await generateKeyPair('RS256');
      const now = Math.floor(Date.now() / 1000);
      return new SignJWT({ iss: issuer, aud: config.clientId, iat: now, exp: now + 600, ...forged })
        .setProtectedHeader({ alg: 'RS256', kid: key.kid })
        .sign(privateKey);
    },
    close: () => server.stop(),
  };
}

/** A person's claims as Google sends them. */
export function googlePerson(tag: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    sub: `google-${tag}`,
    email: `g_${tag}@example.test`,
    email_verified: true,
    name: `Google Cook ${tag}`,
    ...overrides,
  };
}

export interface StartedFlow {
  authorizeUrl: URL;
  cookie: string;
}

/** GET /api/auth/google/start: the redirect to the provider and the browser cookie it set. */
export async function startGoogleFlow(app: FastifyInstance, redirectTo = '/recipes'): Promise<StartedFlow> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/auth/google/start?redirectTo=${encodeURIComponent(redirectTo)}`,
  });
  expect(res.statusCode).toBe(302);
  const setCookie = String(res.headers['set-cookie'] ?? '');
  const cookie = setCookie.split(';')[0]!;
  expect(cookie.startsWith(`${googleFlowCookie}=`)).toBe(true);
  return { authorizeUrl: new URL(String(res.headers.location)), cookie };
}

/** The provider's authorization endpoint signs the person in at once and redirects back with code and state. */
export async function authorizeAtProvider(flow: StartedFlow): Promise<URL> {
  const res = await fetch(flow.authorizeUrl, { redirect: 'manual' });
  expect(res.status).toBe(302);
  return new URL(res.headers.get('location') ?? '');
}

/** GET the callback the provider redirected to, as the browser would (with or without the cookie). */
export async function googleCallback(
  app: FastifyInstance,
  callbackUrl: URL,
  cookie: string | null,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `${callbackUrl.pathname}${callbackUrl.search}`,
    headers: cookie ? { cookie } : {},
  });
}

/** Start → provider → callback, for one browser. */
export async function completeGoogleFlow(app: FastifyInstance, redirectTo = '/recipes') {
  const flow = await startGoogleFlow(app, redirectTo);
  const callbackUrl = await authorizeAtProvider(flow);
  const res = await googleCallback(app, callbackUrl, flow.cookie);
  return { flow, callbackUrl, res, location: new URL(String(res.headers.location), 'http://site.test') };
}
