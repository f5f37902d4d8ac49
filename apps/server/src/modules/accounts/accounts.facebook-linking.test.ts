import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialLoginResponse } from '@recipes/contracts';
import { allMessages } from '../../http/messages.ts';
import { call, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  addUserToken,
  startGraphStandIn,
  type GraphStandIn,
  type StandInToken,
} from '../../test/facebook-graph-stand-in.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

const facebookApp = { appId: '434343', appSecret: 'linking-secret' };
let graph: GraphStandIn;
let t: TestApp;
beforeAll(async () => {
  graph = await startGraphStandIn(facebookApp);
  t = await createTestApp({ facebook: { ...facebookApp, graphUrl: graph.url } });
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const facebookToken = (profile: Partial<StandInToken['profile']> = {}) =>
  addUserToken(graph, facebookApp.appId, profile);
const facebookLogin = (t: TestApp, payload: object, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'POST', url: '/api/auth/facebook', payload, headers });
const countUsers = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Which existing account a Facebook sign-in may take over by its confirmed e-mail (see accounts.policy.ts). */
describe('POST /api/auth/facebook: linking by e-mail', () => {
  it('does not link an account that has a password: 409, and nothing changes', async () => {
    // Registration does not prove the address: whoever registered it first must not share the account.
    const member = await signUp(t.app, { email: 'pre-registered@example.test', password: 'correct horse battery' });
    const token = facebookToken({ email: 'PRE-REGISTERED@example.test' });
    const before = await countUsers();
    const res = await facebookLogin(t, { facebookToken: token.value }, { 'accept-language': 'de' });
    expectErrorBody(res, 409, 'CONFLICT', allMessages.de.SOCIAL_EMAIL_REGISTERED);
    expect(await countUsers()).toBe(before);
    const row = await t.database.db
      .selectFrom('users')
      .select('facebook_id')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.facebook_id).toBeNull();
  });

  it('links a password-less account whose e-mail a provider confirmed (created through Google)', async () => {
    const now = new Date().toISOString();
    const tag = randomBytes(4).toString('hex');
    const googleMember = await t.database.db
      .insertInto('users')
      .values({
        username: `google_${tag}`,
        username_lower: `google_${tag}`,
        email: `both_${tag}@example.test`,
        name: 'Google Cook',
        password_hash: null,
        profile_picture: null,
        roles: '["user"]',
        facebook_id: null,
        google_id: `g-${tag}`,
        email_verified: 1,
        created_at: now,
        updated_at: now,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const token = facebookToken({ email: googleMember.email });
    const res = await facebookLogin(t, { facebookToken: token.value });
    expect(res.status).toBe(200);
    expect((res.body as SocialLoginResponse).user.id).toBe(googleMember.id);
    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', googleMember.id)
      .executeTakeFirstOrThrow();
    expect([row.facebook_id, row.google_id]).toEqual([token.id, `g-${tag}`]);
  });

  it('does not link a password-less account whose e-mail was typed in rather than confirmed', async () => {
    const first = facebookToken();
    const typed = `typed_${first.id}@example.test`;
    const created = (await facebookLogin(t, { facebookToken: first.value })).body as SocialLoginResponse;
    const patched = await call(t.app, {
      method: 'PATCH',
      url: '/users/me',
      headers: { authorization: `Bearer ${created.token}` },
      payload: { email: typed },
    });
    expect(patched.status).toBe(200);
    const other = facebookToken({ email: typed });
    expectErrorBody(await facebookLogin(t, { facebookToken: other.value }), 409, 'CONFLICT');
  });

  it('refuses with 409 when the confirmed e-mail belongs to a member linked to another Facebook account', async () => {
    const firstToken = facebookToken({ email: 'twice@example.test' });
    expect((await facebookLogin(t, { facebookToken: firstToken.value })).status).toBe(200);
    const other = facebookToken({ email: 'twice@example.test' });
    expectErrorBody(
      await facebookLogin(t, { facebookToken: other.value }),
      409,
      'CONFLICT',
      allMessages.en.EMAIL_TAKEN,
    );
  });
});
