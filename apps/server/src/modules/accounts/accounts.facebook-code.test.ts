import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SocialLoginResponse } from '@recipes/contracts';
import { allMessages } from '../../http/messages.ts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addUserToken, startGraphStandIn, type GraphStandIn } from '../../test/facebook-graph-stand-in.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

const facebookApp = { appId: '515151', appSecret: 'code-flow-secret' };
const redirectUri = 'http://localhost:3000/auth/callback';
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

/** What Facebook's login dialog hands the callback page: a code that stands for a user token. */
function dialogCode(options: { appId?: string; expiresAt?: number; forRedirect?: string } = {}) {
  const token = addUserToken(
    graph,
    options.appId ?? facebookApp.appId,
    {},
    options.expiresAt !== undefined ? { expiresAt: options.expiresAt } : {},
  );
  const code = `AQ${randomBytes(16).toString('hex')}`;
  graph.codes.set(code, { accessToken: token.value, redirectUri: options.forRedirect ?? redirectUri });
  return { code, id: token.id };
}

const facebookLogin = (payload: object, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'POST', url: '/api/auth/facebook', payload, headers });

describe('POST /api/auth/facebook with an authorization code', () => {
  it('exchanges the code with the app secret, verifies the token and signs the member in', async () => {
    const { code, id } = dialogCode();
    graph.requests.length = 0;
    const res = await facebookLogin({ code, redirectUri });
    expect(res.status).toBe(200);
    const body = res.body as SocialLoginResponse;
    expect(body.user.email).toBe(`fb_${id}@example.test`);
    const [exchange, debug] = graph.requests;
    expect(exchange?.pathname).toBe('/v19.0/oauth/access_token');
    expect(Object.fromEntries(exchange!.searchParams)).toEqual({
      client_id: facebookApp.appId,
      client_secret: facebookApp.appSecret,
      redirect_uri: redirectUri,
      code,
    });
    // The exchanged token still goes through debug_token like one the browser sent.
    expect(debug?.pathname).toBe('/v19.0/debug_token');
    const row = await t.database.db
      .selectFrom('users')
      .select('facebook_id')
      .where('id', '=', body.user.id)
      .executeTakeFirstOrThrow();
    expect(row.facebook_id).toBe(id);
  });

  it('refuses a code used twice, one for another redirect URI, and a made-up one: 401, nobody created', async () => {
    const users = async () =>
      Number(
        (
          await t.database.db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const { code } = dialogCode();
    expect((await facebookLogin({ code, redirectUri })).status).toBe(200);
    const before = await users();
    expectErrorBody(
      await facebookLogin({ code, redirectUri }),
      401,
      'UNAUTHENTICATED',
      allMessages.en.SOCIAL_LOGIN_FAILED,
    );
    const other = dialogCode({ forRedirect: 'https://elsewhere.example/cb' });
    expectErrorBody(
      await facebookLogin({ code: other.code, redirectUri }, { 'accept-language': 'vi' }),
      401,
      'UNAUTHENTICATED',
      allMessages.vi.SOCIAL_LOGIN_FAILED,
    );
    expectErrorBody(await facebookLogin({ code: 'AQforged', redirectUri }), 401, 'UNAUTHENTICATED');
    expect(await users()).toBe(before);
  });

  it('refuses a code whose token turns out expired or issued for another app', async () => {
    const expired = dialogCode({ expiresAt: Math.floor(Date.now() / 1000) - 5 });
    expectErrorBody(await facebookLogin({ code: expired.code, redirectUri }), 401, 'UNAUTHENTICATED');
    const foreign = dialogCode({ appId: '999' });
    expectErrorBody(await facebookLogin({ code: foreign.code, redirectUri }), 401, 'UNAUTHENTICATED');
  });

  it('answers 400 with details for a code without redirectUri, both a token and a code, or a non-web redirectUri', async () => {
    const paths = async (payload: object) => {
      const res = await facebookLogin(payload);
      expectErrorBody(res, 400, 'VALIDATION_FAILED');
      return (res.body as { details: { path: string }[] }).details.map((d) => d.path);
    };
    expect(await paths({ code: 'AQx' })).toContain('body.redirectUri');
    expect(await paths({ code: 'AQx', facebookToken: 'EAAB', redirectUri })).toContain('body.code');
    expect(await paths({ code: 'AQx', redirectUri: 'javascript:alert(1)' })).toContain('body.redirectUri');
    expect(await paths({})).toContain('body.facebookToken');
  });
});
