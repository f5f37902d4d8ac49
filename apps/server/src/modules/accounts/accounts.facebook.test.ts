import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialLoginResponse } from '@recipes/contracts';
import { allMessages } from '../../http/messages.ts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  addUserToken,
  startGraphStandIn,
  type GraphStandIn,
  type StandInToken,
} from '../../test/facebook-graph-stand-in.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

const facebookApp = { appId: '424242', appSecret: 'stand-in-secret' };
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

/** Registers a user token with the stand-in and answers it. */
const facebookToken = (
  profile: Partial<StandInToken['profile']> = {},
  token: Partial<Omit<StandInToken, 'profile'>> = {},
) => addUserToken(graph, facebookApp.appId, profile, token);

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

describe('POST /api/auth/facebook', () => {
  it('creates a member from what Facebook confirms and ignores the posted name and e-mail', async () => {
    const token = facebookToken({ name: 'Phạm Thị Hoa', email: 'Hoa.Pham@Example.TEST' });
    const res = await facebookLogin(t, { facebookToken: token.value, name: 'Mallory', email: 'mallory@evil.test' });
    expect(res.status).toBe(200);
    const body = res.body as SocialLoginResponse;
    expect(Object.keys(body).sort()).toEqual(['token', 'user']);
    expect(body.user).toMatchObject({
      name: 'Phạm Thị Hoa',
      email: 'hoa.pham@example.test',
      roles: ['user'],
      favoriteCount: 0,
    });
    expect(body.user.username).toMatch(/^pham\.thi\.hoa(-[0-9a-f]{6})?$/);
    const row = await t.database.db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(row.facebook_id).toBe(token.id);
    expect(row.password_hash).toBeNull();
    expect(
      await t.database.db.selectFrom('users').select('id').where('email', '=', 'mallory@evil.test').execute(),
    ).toEqual([]);

    const me = await call(t.app, {
      method: 'GET',
      url: '/users/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.body).toEqual(body.user);
  });

  it('calls debug_token with the app credentials and /me with an appsecret_proof', async () => {
    const token = facebookToken();
    graph.requests.length = 0;
    expect((await facebookLogin(t, { facebookToken: token.value })).status).toBe(200);
    const [debug, me] = graph.requests;
    expect(debug?.pathname).toBe('/v19.0/debug_token');
    expect(debug?.searchParams.get('input_token')).toBe(token.value);
    expect(debug?.searchParams.get('access_token')).toBe(`${facebookApp.appId}|${facebookApp.appSecret}`);
    expect(me?.pathname).toBe('/v19.0/me');
    expect(me?.searchParams.get('fields')).toBe('id,name,email');
    expect(me?.searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs the same Facebook account in as the same member every time', async () => {
    const token = facebookToken();
    const first = (await facebookLogin(t, { facebookToken: token.value })).body as SocialLoginResponse;
    // Facebook may report a new name later; the member stays the same.
    token.entry.profile.name = 'Renamed Cook';
    const second = (await facebookLogin(t, { facebookToken: token.value })).body as SocialLoginResponse;
    expect(second.user.id).toBe(first.user.id);
    expect(second.token).not.toBe(first.token);
  });

  it('creates one member when the first sign-ins of one account arrive together', async () => {
    const token = facebookToken();
    const results = await Promise.all(
      Array.from({ length: 4 }, () => facebookLogin(t, { facebookToken: token.value })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(results.map((r) => (r.body as SocialLoginResponse).user.id)).size).toBe(1);
  });

  it('gives members with the same name different usernames', async () => {
    const a = await facebookLogin(t, { facebookToken: facebookToken({ name: 'Anna Smith' }).value });
    const b = await facebookLogin(t, { facebookToken: facebookToken({ name: 'Anna Smith' }).value });
    const names = [a, b].map((r) => (r.body as SocialLoginResponse).user.username);
    expect(new Set(names).size).toBe(2);
    for (const name of names) expect(name).toMatch(/^anna\.smith(-[0-9a-f]{6})?$/);
  });

  describe('refuses with 401 SOCIAL_LOGIN_FAILED and creates no one', () => {
    const refused = async (payload: object, headers: Record<string, string> = {}) => {
      const before = await countUsers();
      const res = await facebookLogin(t, payload, headers);
      expect(await countUsers()).toBe(before);
      return res;
    };

    it('a forged token the provider does not know, with a posted name and e-mail', async () => {
      const res = await refused({ facebookToken: 'EAABforgedtoken', name: 'Admin', email: 'admin@example.test' });
      expectErrorBody(res, 401, 'UNAUTHENTICATED', allMessages.en.SOCIAL_LOGIN_FAILED);
    });

    it('a token issued for another app', async () => {
      const token = facebookToken({}, { appId: '999999' });
      expectErrorBody(
        await refused({ facebookToken: token.value }),
        401,
        'UNAUTHENTICATED',
        allMessages.en.SOCIAL_LOGIN_FAILED,
      );
    });

    it('a token Facebook says is no longer valid', async () => {
      const token = facebookToken({}, { isValid: false });
      expectErrorBody(await refused({ facebookToken: token.value }), 401, 'UNAUTHENTICATED');
    });

    it('an expired token', async () => {
      const token = facebookToken({}, { expiresAt: Math.floor(Date.now() / 1000) - 60 });
      expectErrorBody(await refused({ facebookToken: token.value }), 401, 'UNAUTHENTICATED');
    });

    it('an account without an e-mail address that is not linked yet', async () => {
      const token = facebookToken({ email: undefined });
      delete token.entry.profile.email;
      const res = await refused(
        { facebookToken: token.value, email: 'posted@example.test' },
        { 'accept-language': 'de' },
      );
      expectErrorBody(res, 401, 'UNAUTHENTICATED', allMessages.de.SOCIAL_LOGIN_FAILED);
    });

    it('when the provider cannot be reached', async () => {
      const down = await createTestApp({ facebook: { ...facebookApp, graphUrl: 'http://127.0.0.1:9/v19.0' } });
      try {
        const res = await facebookLogin(down, { facebookToken: facebookToken().value }, { 'accept-language': 'vi' });
        expectErrorBody(res, 401, 'UNAUTHENTICATED', allMessages.vi.SOCIAL_LOGIN_FAILED);
      } finally {
        await down.close();
      }
    });
  });

  it('refuses a body without a token with 400 and details', async () => {
    const res = await facebookLogin(t, { name: 'No Token' });
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
    expect((res.body as { details: { path: string }[] }).details.map((d) => d.path)).toContain('body.facebookToken');
  });

  it('answers 401 SOCIAL_LOGIN_UNAVAILABLE when Facebook is not configured, translated', async () => {
    const bare = await createTestApp();
    try {
      expect(bare.config.facebook).toBeNull();
      const en = await facebookLogin(bare, { facebookToken: 'anything' });
      expectErrorBody(en, 401, 'UNAUTHENTICATED', allMessages.en.SOCIAL_LOGIN_UNAVAILABLE);
      const de = await facebookLogin(bare, { facebookToken: 'anything' }, { 'accept-language': 'de' });
      expectErrorBody(de, 401, 'UNAUTHENTICATED', allMessages.de.SOCIAL_LOGIN_UNAVAILABLE);
    } finally {
      await bare.close();
    }
  });
});
