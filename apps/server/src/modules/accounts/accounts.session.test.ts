import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '@recipes/contracts';
import { allMessages } from '../../http/messages.ts';
import { call, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (headers: Record<string, string> = {}) => call(t.app, { method: 'GET', url: '/users/me', headers });
const logout = (headers: Record<string, string> = {}) => call(t.app, { method: 'POST', url: '/users/logout', headers });

describe('GET /users/me', () => {
  it('answers the signed-in member without a token', async () => {
    const member = await signUp(t.app, { name: 'Marcella Hazan' });
    const res = await me(member.headers);
    expect(res.status).toBe(200);
    const { token: _token, headers: _headers, ...expected } = member;
    expect(res.body as User).toEqual(expected);
    expect(res.body).not.toHaveProperty('token');
  });

  it('answers 401 to anonymous callers and to unknown or malformed tokens, translated', async () => {
    expectErrorBody(await me(), 401, 'UNAUTHENTICATED', allMessages.en.UNAUTHENTICATED);
    expectErrorBody(await me(bearer('not-a-real-token')), 401, 'UNAUTHENTICATED');
    expectErrorBody(await me({ authorization: 'Basic dXNlcjpwYXNz' }), 401, 'UNAUTHENTICATED');
    const de = await me({ 'accept-language': 'de' });
    expectErrorBody(de, 401, 'UNAUTHENTICATED', allMessages.de.UNAUTHENTICATED);
    const vi = await me({ 'accept-language': 'vi', ...bearer('nope') });
    expectErrorBody(vi, 401, 'UNAUTHENTICATED', allMessages.vi.UNAUTHENTICATED);
  });
});

describe('POST /users/logout', () => {
  it('answers 204 and the token stops working at once; other sessions stay', async () => {
    const member = await signUp(t.app);
    const second = await call(t.app, {
      method: 'POST',
      url: '/users/authenticate',
      payload: { username: member.username, password: 'correct horse battery' },
    });
    const otherToken = (second.body as { token: string }).token;

    const res = await t.app.inject({ method: 'POST', url: '/users/logout', headers: member.headers });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');

    expectErrorBody(await me(member.headers), 401, 'UNAUTHENTICATED');
    expectErrorBody(await logout(member.headers), 401, 'UNAUTHENTICATED');
    expect((await me(bearer(otherToken))).status).toBe(200);
  });

  it('answers 401 without a valid token', async () => {
    expectErrorBody(await logout(), 401, 'UNAUTHENTICATED', allMessages.en.UNAUTHENTICATED);
    expectErrorBody(
      await logout({ ...bearer('forged'), 'accept-language': 'de' }),
      401,
      'UNAUTHENTICATED',
      allMessages.de.UNAUTHENTICATED,
    );
  });
});

describe('token expiry', () => {
  it('refuses a token once its lifetime has passed and clears dead sessions on the next sign-in', async () => {
    const short = await createTestApp({ tokenTtlMs: 1 });
    try {
      const member = await signUp(short.app);
      await new Promise((resolve) => setTimeout(resolve, 10));
      const res = await call(short.app, { method: 'GET', url: '/users/me', headers: member.headers });
      expectErrorBody(res, 401, 'UNAUTHENTICATED');
      const again = await call(short.app, {
        method: 'POST',
        url: '/users/authenticate',
        payload: { username: member.username, password: 'correct horse battery' },
      });
      expect(again.status).toBe(200);
      const sessions = await short.database.db
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', member.id)
        .execute();
      expect(sessions).toHaveLength(1);
    } finally {
      await short.close();
    }
  });

  it('keeps a token valid within its lifetime', async () => {
    const member = await signUp(t.app);
    const row = await t.database.db
      .selectFrom('sessions')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    const lifetime = Date.parse(row.expires_at) - Date.parse(row.created_at);
    expect(lifetime).toBe(t.config.tokenTtlMs);
    expect((await me(member.headers)).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('documents every accounts route with tag, summary, schemas, errors and bearer auth where needed', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/openapi.json' });
    expect(res.status).toBe(200);
    const doc = res.body as { paths: Record<string, Record<string, Record<string, unknown>>> };
    const expectations: [string, string, string[], boolean][] = [
      ['/users/register', 'post', ['201', '400', '409', '429'], false],
      ['/users/authenticate', 'post', ['200', '400', '401', '429'], false],
      ['/users/logout', 'post', ['204', '401'], true],
      ['/users/me', 'get', ['200', '304', '401'], true],
      ['/api/auth/facebook', 'post', ['200', '400', '401', '409', '429'], false],
    ];
    for (const [path, method, statuses, secured] of expectations) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags).toEqual(['accounts']);
      expect(typeof operation!.summary).toBe('string');
      expect(Object.keys(operation!.responses as object).sort()).toEqual(statuses.sort());
      if (method === 'post' && path !== '/users/logout') expect(operation!.requestBody).toBeDefined();
      if (secured) expect(operation!.security).toEqual([{ bearerAuth: [] }]);
      else expect(operation!.security).toBeUndefined();
    }
  });
});

describe('members-only routes', () => {
  it('answer 401 before looking at the request: a bad body from a stranger is not theirs to fix', async () => {
    const badRecipe = { name: '', prepTime: 'soon', images: 'none' };
    const anonymous = await call(t.app, { method: 'POST', url: '/api/v1/recipes', payload: badRecipe });
    expectErrorBody(anonymous, 401, 'UNAUTHENTICATED', allMessages.en.UNAUTHENTICATED);
    const deadToken = await call(t.app, {
      method: 'POST',
      url: '/api/v1/ratings',
      headers: bearer('not-a-real-token'),
      payload: { recipeId: 'x' },
    });
    expect(deadToken.status).toBe(401);
    const noToken = await call(t.app, { method: 'POST', url: '/api/v1/ratings', payload: { recipeId: 'x' } });
    expect(noToken.status).toBe(401);

    // A member with the same bad body is told what is wrong with it.
    const member = await signUp(t.app);
    const signedIn = await call(t.app, {
      method: 'POST',
      url: '/api/v1/recipes',
      headers: member.headers,
      payload: badRecipe,
    });
    expect(signedIn.status).toBe(400);
    expect((signedIn.body as { details: { path: string }[] }).details.map((d) => d.path)).toContain('body.name');
    // Public routes still validate for everyone.
    expect((await call(t.app, { method: 'GET', url: '/api/v1/recipes?page=zero' })).status).toBe(400);
  });
});
