import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuthProviders, SocialLoginResponse } from '@recipes/contracts';
import { allMessages } from '../../http/messages.ts';
import { call, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  completeGoogleFlow,
  googlePerson,
  startGoogleFlow,
  startGoogleStandIn,
  type GoogleStandIn,
} from '../../test/google-oidc-stand-in.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

let google: GoogleStandIn;
let t: TestApp;
beforeAll(async () => {
  google = await startGoogleStandIn();
  t = await createTestApp({ google: google.config });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

let tag = '';
beforeEach(() => {
  tag = randomBytes(4).toString('hex');
  for (const key of Object.keys(google.claims)) delete google.claims[key];
  Object.assign(google.claims, googlePerson(tag));
});

const redeem = (ticket: string, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'POST', url: '/api/auth/ticket', payload: { ticket }, headers });

async function signInWithGoogle(redirectTo = '/recipes') {
  const { location } = await completeGoogleFlow(t.app, redirectTo);
  expect(location.pathname).toBe('/auth/callback');
  const res = await redeem(location.searchParams.get('ticket') ?? '');
  expect(res.status).toBe(200);
  return { location, body: res.body as SocialLoginResponse };
}

const userRow = (id: number) =>
  t.database.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('GET /api/auth/providers', () => {
  it('shows only the providers that have settings', async () => {
    const bare = await createTestApp();
    try {
      expect((await call(bare.app, { method: 'GET', url: '/api/auth/providers' })).body).toEqual({
        facebook: null,
        google: false,
      });
    } finally {
      await bare.close();
    }
    const both = await createTestApp({
      google: google.config,
      facebook: { appId: '4242', appSecret: 's', graphUrl: 'http://127.0.0.1:9/v19.0' },
    });
    try {
      const res = await call(both.app, { method: 'GET', url: '/api/auth/providers' });
      expect(res.body as AuthProviders).toEqual({
        facebook: { appId: '4242', dialogUrl: 'https://www.facebook.com/v19.0/dialog/oauth' },
        google: true,
      });
    } finally {
      await both.close();
    }
  });
});

describe('Google sign-in (OpenID Connect, code + PKCE) end to end', () => {
  it('start redirects to the provider with state, nonce and an S256 challenge, tied to the browser by a cookie', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google/start?redirectTo=/recipe/4' });
    expect(res.statusCode).toBe(302);
    const url = new URL(String(res.headers.location));
    expect(`${url.origin}${url.pathname}`).toBe(`${google.config.issuer}/authorize`);
    const q = Object.fromEntries(url.searchParams);
    expect(q).toMatchObject({
      response_type: 'code',
      client_id: google.config.clientId,
      redirect_uri: `${t.config.publicUrl}/api/auth/google/callback`,
      code_challenge_method: 'S256',
    });
    expect(q.scope?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
    for (const value of [q.state, q.nonce, q.code_challenge]) expect(value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toMatch(/^recipes_google_signin=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/api/auth/google');
    // Only hashes of the state are kept; the verifier stays on the server.
    const stored = await t.database.db.selectFrom('oauth_states').selectAll().execute();
    expect(stored.some((row) => row.state_hash === q.state)).toBe(false);
    expect(stored.some((row) => row.redirect_to === '/recipe/4')).toBe(true);
  });

  it('creates the member from the verified ID token and signs them in through a one-time ticket', async () => {
    Object.assign(google.claims, { name: 'Nguyễn Thị Lan', email: `Lan_${tag}@Example.TEST` });
    const { location, body } = await signInWithGoogle('/recipes?category=soup');
    expect(location.searchParams.get('redirectTo')).toBe('/recipes?category=soup');
    expect(body.user).toMatchObject({
      name: 'Nguyễn Thị Lan',
      email: `lan_${tag}@example.test`,
      favoriteCount: 0,
      followersCount: 0,
      followingCount: 0,
      roles: ['user'],
    });
    expect(body.user.username).toMatch(/^nguyen\.thi\.lan(-[0-9a-f]{6})?$/);
    const row = await userRow(body.user.id);
    expect(row).toMatchObject({ google_id: `google-${tag}`, password_hash: null, email_verified: 1 });

    const tokenRequest = google.tokenRequests.at(-1)!;
    expect(tokenRequest).toMatchObject({
      grant_type: 'authorization_code',
      client_id: google.config.clientId,
      client_secret: google.config.clientSecret,
      redirect_uri: `${t.config.publicUrl}/api/auth/google/callback`,
    });
    expect(String(tokenRequest.code_verifier)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await call(t.app, {
      method: 'GET',
      url: '/users/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.body).toEqual(body.user);
  });

  it('signs the same Google account in as the same member, whatever name it reports later', async () => {
    const first = await signInWithGoogle();
    google.claims.name = 'Renamed';
    const second = await signInWithGoogle();
    expect(second.body.user.id).toBe(first.body.user.id);
    expect(second.body.token).not.toBe(first.body.token);
  });

  it('a ticket works once; a used or expired one answers 401, translated', async () => {
    const { location } = await completeGoogleFlow(t.app);
    const ticket = location.searchParams.get('ticket')!;
    expect((await redeem(ticket)).status).toBe(200);
    expectErrorBody(
      await redeem(ticket, { 'accept-language': 'de' }),
      401,
      'UNAUTHENTICATED',
      allMessages.de.LOGIN_TICKET_INVALID,
    );

    const late = await completeGoogleFlow(t.app);
    await t.database.db
      .updateTable('login_tickets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expectErrorBody(
      await redeem(late.location.searchParams.get('ticket')!),
      401,
      'UNAUTHENTICATED',
      allMessages.en.LOGIN_TICKET_INVALID,
    );
    expectErrorBody(await redeem('made-up'), 401, 'UNAUTHENTICATED');
    expectErrorBody(
      await call(t.app, { method: 'POST', url: '/api/auth/ticket', payload: {} }),
      400,
      'VALIDATION_FAILED',
    );
  });

  it('links a password-less member whose e-mail Facebook confirmed', async () => {
    const now = new Date().toISOString();
    const member = await t.database.db
      .insertInto('users')
      .values({
        username: `fb_${tag}`,
        username_lower: `fb_${tag}`,
        email: `g_${tag}@example.test`,
        name: 'Facebook Cook',
        password_hash: null,
        profile_picture: null,
        roles: '["user"]',
        facebook_id: `fb-${tag}`,
        google_id: null,
        email_verified: 1,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const { body } = await signInWithGoogle();
    expect(body.user.id).toBe(member.id);
    expect(await userRow(member.id)).toMatchObject({ facebook_id: `fb-${tag}`, google_id: `google-${tag}` });
  });

  it('never links an account that has a password: back to login with reason email-registered', async () => {
    const member = await signUp(t.app, { email: `g_${tag}@example.test` });
    const { location } = await completeGoogleFlow(t.app);
    expect(`${location.pathname}${location.search}`).toBe('/login?error=google&reason=email-registered');
    expect((await userRow(member.id)).google_id).toBeNull();
  });

  it('keeps redirectTo only as a path on this site', async () => {
    for (const [asked, kept] of [
      ['https://evil.example/steal', '/'],
      ['//evil.example/x', '/'],
      ['/\\evil.example', '/'],
      ['/my-recipes', '/my-recipes'],
    ]) {
      const { location } = await completeGoogleFlow(t.app, asked);
      expect(location.searchParams.get('redirectTo')).toBe(kept);
    }
  });

  it('a cancelled sign-in goes back to login and uses up its state', async () => {
    const flow = await startGoogleFlow(t.app);
    const state = flow.authorizeUrl.searchParams.get('state')!;
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/auth/google/callback?error=access_denied&state=${state}`,
      headers: { cookie: flow.cookie },
    });
    expect(res.headers.location).toBe('/login?error=google&reason=cancelled');
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=0');
    expect(await t.database.db.selectFrom('oauth_states').selectAll().execute()).not.toContainEqual(
      expect.objectContaining({ nonce: flow.authorizeUrl.searchParams.get('nonce') }),
    );
  });

  it('without settings, or with the provider unreachable, start and callback go to login', async () => {
    const bare = await createTestApp();
    try {
      for (const url of ['/api/auth/google/start', '/api/auth/google/callback?code=x&state=y']) {
        const res = await bare.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe('/login?error=google&reason=unavailable');
      }
    } finally {
      await bare.close();
    }
    const down = await createTestApp({ google: { ...google.config, issuer: 'http://127.0.0.1:9' } });
    try {
      const res = await down.app.inject({ method: 'GET', url: '/api/auth/google/start' });
      expect(res.headers.location).toBe('/login?error=google&reason=failed');
    } finally {
      await down.close();
    }
  });
});
