import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import type http from 'node:http';
import {
  OAuth2Issuer,
  OAuth2Service,
  type MutableRedirectUri,
  type MutableResponse,
  type MutableToken,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';
import { listen, providerIdFor, readConsent, redirect, sendConsentPage, type Consent } from './consent-page.ts';

export interface StandInProvider {
  /** The site's settings that point at this stand-in. */
  env: Record<string, string>;
  close(): Promise<void>;
}

const clientId = 'recipes-e2e.apps.example';
const clientSecret = 'e2e-google-secret';

/**
 * Google as the end-to-end run sees it: an OpenID Connect provider (oauth2-mock-server: discovery,
 * JWKS with an RS256 key, authorization code with PKCE S256 checked) behind an account page where
 * the test types who signs in, or cancels. The ID token then carries that person; asked for, it is
 * expired, or signed by a key the provider never published (forged).
 */
export async function startGoogleProvider(): Promise<StandInProvider> {
  const issuer = new OAuth2Issuer();
  const key = await issuer.keys.generate('RS256');
  // A key Google never published: what someone forging its tokens would sign with.
  const { privateKey: rogueKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const service = new OAuth2Service(issuer);
  /** Who chose to sign in, per authorization code, until the site trades the code in. */
  const people = new Map<string, Consent>();

  service.on('beforeAuthorizeRedirect', ({ url }: MutableRedirectUri, req: http.IncomingMessage) => {
    const code = url.searchParams.get('code');
    if (code) people.set(code, readConsent(new URL(req.url ?? '/', issuer.url).searchParams));
  });
  service.on('beforeTokenSigning', (token: MutableToken, req: TokenRequestIncomingMessage) => {
    const person = people.get(req.body.code ?? '');
    // Only the ID token has an audience; the access token stays as the library makes it.
    if (!person || !('aud' in token.payload)) return;
    Object.assign(token.payload, {
      sub: `google-${providerIdFor(person.email)}`,
      email: person.email,
      email_verified: true,
      name: person.name,
    });
    if (person.token === 'expired') {
      const hourAgo = Math.floor(Date.now() / 1000) - 3600;
      Object.assign(token.payload, { iat: hourAgo - 3600, nbf: hourAgo - 3600, exp: hourAgo });
    }
  });
  service.on('beforeResponse', (answer: MutableResponse, req: TokenRequestIncomingMessage) => {
    const body = req.body as unknown as Record<string, unknown>;
    if (body.client_secret !== clientSecret) {
      answer.statusCode = 401;
      answer.body = { error: 'invalid_client' };
      return;
    }
    const person = people.get(req.body.code ?? '');
    people.delete(req.body.code ?? '');
    if (person?.token !== 'forged' || answer.body === '' || typeof answer.body.id_token !== 'string') return;
    answer.body.id_token = resign(answer.body.id_token, key.kid, rogueKey);
  });

  const handler = service.requestHandler;
  const { url, close } = await listen((req, res) => {
    const { pathname, searchParams: query } = new URL(req.url ?? '/', 'http://stand-in.invalid');
    if (pathname !== '/authorize') return handler(req, res);
    const consent = readConsent(query);
    if (consent.decision === null) return sendConsentPage(res, 'Google', query);
    if (consent.decision === 'deny') {
      const back = new URL(query.get('redirect_uri') ?? '');
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('state', query.get('state') ?? '');
      return redirect(res, back);
    }
    return handler(req, res);
  });
  issuer.url = url;

  return {
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_ISSUER: url },
    close,
  };
}

/** The same header and claims (nonce and all) signed with another key: only the signature gives it away. */
function resign(jwt: string, kid: string, privateKey: KeyObject): string {
  const [, payload] = jwt.split('.');
  const header = Buffer.from(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid })).toString('base64url');
  const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), privateKey).toString('base64url');
  return `${header}.${payload}.${signature}`;
}
