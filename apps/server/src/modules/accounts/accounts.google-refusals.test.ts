import { randomBytes } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  authorizeAtProvider,
  completeGoogleFlow,
  googleCallback,
  googlePerson,
  startGoogleFlow,
  startGoogleStandIn,
  type GoogleStandIn,
} from '../../test/google-oidc-stand-in.ts';

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

const count = async (table: 'users' | 'login_tickets') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Runs a whole sign-in that must fail: it ends on the login page and leaves no member and no ticket behind. */
async function expectRefused(reason: string, run: () => Promise<{ headers: Record<string, unknown> }>) {
  const users = await count('users');
  const tickets = await count('login_tickets');
  const res = await run();
  expect(res.headers.location).toBe(`/login?error=google&reason=${reason}`);
  expect(await count('users')).toBe(users);
  expect(await count('login_tickets')).toBe(tickets);
}

const now = () => Math.floor(Date.now() / 1000);

describe('Google sign-in refuses ID tokens it cannot trust', () => {
  it('a token signed with a key the provider never published (forged)', async () => {
    const forged = await google.forgedIdToken(googlePerson(tag));
    google.onceTokenAnswer((body) => ({ ...body, id_token: forged }));
    await expectRefused('failed', async () => (await completeGoogleFlow(t.app)).res);
  });

  it('a token forged with a shared-secret algorithm (HS256)', async () => {
    const forged = await new SignJWT({ ...googlePerson(tag), aud: google.config.clientId, iss: google.config.issuer })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(google.config.clientSecret));
    google.onceTokenAnswer((body) => ({ ...body, id_token: forged }));
    await expectRefused('failed', async () => (await completeGoogleFlow(t.app)).res);
  });

  it('an expired token', async () => {
    Object.assign(google.claims, { iat: now() - 7200, exp: now() - 3600 });
    await expectRefused('failed', async () => (await completeGoogleFlow(t.app)).res);
  });

  it('a token for another client (wrong audience)', async () => {
    google.claims.aud = 'someone-else.apps.example';
    await expectRefused('failed', async () => (await completeGoogleFlow(t.app)).res);
  });

  it('a token with several audiences issued to another party', async () => {
    Object.assign(google.claims, { aud: [google.config.clientId, 'other'], azp: 'other' });
    await expectRefused('failed', async () => (await completeGoogleFlow(t.app)).res);
  });

  it('a token with another nonce (replayed from another sign-in)', async () => {
    google.claims.nonce = 'a-nonce-from-somewhere-else';
    await expectRefused('failed', async () => (await completeGoogleFlow(t.app)).res);
  });

  it('a token from another issuer', async () => {
    google.claims.iss = 'https://issuer.example';
    await expectRefused('failed', async () => (await completeGoogleFlow(t.app)).res);
  });

  it('a token answer without an ID token, or an error from the token endpoint', async () => {
    google.onceTokenAnswer(({ id_token: _drop, ...rest }) => rest);
    await expectRefused('failed', async () => (await completeGoogleFlow(t.app)).res);
    google.onceTokenAnswer(() => null);
    await expectRefused('failed', async () => (await completeGoogleFlow(t.app)).res);
  });

  it('an unverified e-mail for someone not yet linked', async () => {
    google.claims.email_verified = false;
    await expectRefused('no-email', async () => (await completeGoogleFlow(t.app)).res);
  });
});

describe('Google sign-in refuses callbacks it did not start for this browser', () => {
  it('a replayed callback: the state works once', async () => {
    const flow = await startGoogleFlow(t.app);
    const callbackUrl = await authorizeAtProvider(flow);
    const first = await googleCallback(t.app, callbackUrl, flow.cookie);
    expect(String(first.headers.location)).toMatch(/^\/auth\/callback\?ticket=/);
    await expectRefused('expired', () => googleCallback(t.app, callbackUrl, flow.cookie));
  });

  it('a callback without the cookie of the browser that started it (login CSRF), which also uses up the state', async () => {
    const flow = await startGoogleFlow(t.app);
    const callbackUrl = await authorizeAtProvider(flow);
    await expectRefused('expired', () => googleCallback(t.app, callbackUrl, null));
    await expectRefused('expired', () => googleCallback(t.app, callbackUrl, flow.cookie));
  });

  it("a callback with another browser's cookie", async () => {
    const victim = await startGoogleFlow(t.app);
    const attacker = await startGoogleFlow(t.app);
    const callbackUrl = await authorizeAtProvider(attacker);
    await expectRefused('expired', () => googleCallback(t.app, callbackUrl, victim.cookie));
  });

  it('an expired state, an unknown state, and a callback without a code', async () => {
    const flow = await startGoogleFlow(t.app);
    const callbackUrl = await authorizeAtProvider(flow);
    await t.database.db
      .updateTable('oauth_states')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    await expectRefused('expired', () => googleCallback(t.app, callbackUrl, flow.cookie));

    const fresh = await startGoogleFlow(t.app);
    const real = await authorizeAtProvider(fresh);
    const unknown = new URL(real);
    unknown.searchParams.set('state', 'not-a-state-we-issued');
    await expectRefused('expired', () => googleCallback(t.app, unknown, fresh.cookie));
    const noCode = new URL(real);
    noCode.searchParams.delete('code');
    await expectRefused('expired', () => googleCallback(t.app, noCode, fresh.cookie));
  });
});
