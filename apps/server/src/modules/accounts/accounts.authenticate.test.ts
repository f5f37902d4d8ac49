import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@recipes/contracts';
import { registerBody } from '../../sample-content/factories.ts';
import { allMessages } from '../../http/messages.ts';
import { call, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hashScryptPassword } from './legacy-scrypt-password.ts';
import { needsRehash } from './password.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const authenticate = (payload: object, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'POST', url: '/users/authenticate', payload, headers });

const password = 'correct horse battery';

describe('POST /users/authenticate', () => {
  it('signs in by username in any letter case and answers the member with a fresh token', async () => {
    const member = await signUp(t.app, { username: 'risotto_fan', password });
    const res = await authenticate({ username: 'Risotto_FAN', password });
    expect(res.status).toBe(200);
    const body = res.body as AuthResponse;
    const { token, ...user } = body;
    const { token: firstToken, headers: _headers, ...registered } = member;
    expect(user).toEqual(registered);
    expect(token).not.toBe(firstToken);
    // Both sessions are live: signing in again does not sign out elsewhere.
    for (const bearer of [token, firstToken]) {
      const me = await call(t.app, { method: 'GET', url: '/users/me', headers: { authorization: `Bearer ${bearer}` } });
      expect(me.status).toBe(200);
    }
  });

  it('signs in by e-mail address in any letter case', async () => {
    const member = await signUp(t.app, { email: 'gnocchi@example.test', password });
    const res = await authenticate({ username: ' GNOCCHI@Example.test ', password });
    expect(res.status).toBe(200);
    expect((res.body as AuthResponse).id).toBe(member.id);
  });

  it('answers a wrong password and an unknown name identically: 401 BAD_CREDENTIALS', async () => {
    const member = await signUp(t.app, { password });
    const wrong = await authenticate({ username: member.username, password: 'not the password' });
    const unknown = await authenticate({ username: `nobody_${member.id}`, password: 'not the password' });
    const unknownEmail = await authenticate({ username: `nobody_${member.id}@example.test`, password });
    for (const res of [wrong, unknown, unknownEmail]) {
      expectErrorBody(res, 401, 'UNAUTHENTICATED', allMessages.en.BAD_CREDENTIALS);
    }
    const strip = (body: unknown) => ({ ...(body as object), timestamp: '' });
    expect(strip(unknown.body)).toEqual(strip(wrong.body));
    expect(unknown.headers['content-length']).toBe(wrong.headers['content-length']);
  });

  it('refuses a password sign-in for a member who has no password (Facebook-only)', async () => {
    const member = await signUp(t.app, { password });
    await t.database.db.updateTable('users').set({ password_hash: null }).where('id', '=', member.id).execute();
    const res = await authenticate({ username: member.username, password });
    expectErrorBody(res, 401, 'UNAUTHENTICATED', allMessages.en.BAD_CREDENTIALS);
  });

  it('translates the refusal by Accept-Language', async () => {
    const de = await authenticate({ username: 'ghost_de', password }, { 'accept-language': 'de' });
    expectErrorBody(de, 401, 'UNAUTHENTICATED', allMessages.de.BAD_CREDENTIALS);
    const vi = await authenticate({ username: 'ghost_vi', password }, { 'accept-language': 'vi-VN' });
    expectErrorBody(vi, 401, 'UNAUTHENTICATED', allMessages.vi.BAD_CREDENTIALS);
    const other = await authenticate({ username: 'ghost_fr', password }, { 'accept-language': 'fr' });
    expectErrorBody(other, 401, 'UNAUTHENTICATED', allMessages.en.BAD_CREDENTIALS);
  });

  it.each([
    ['no password', { username: 'someone' }, 'body.password'],
    ['an empty password', { username: 'someone', password: '' }, 'body.password'],
    ['no username', { password }, 'body.username'],
    ['a blank username', { username: '   ', password }, 'body.username'],
  ])('refuses %s with 400 and details', async (_label, payload, path) => {
    const res = await authenticate(payload);
    expectErrorBody(res, 400, 'VALIDATION_FAILED', allMessages.en.VALIDATION_FAILED);
    expect((res.body as { details: { path: string }[] }).details.map((d) => d.path)).toContain(path);
  });

  it('upgrades a legacy scrypt hash to argon2id with today’s parameters on a successful sign-in', async () => {
    const member = await signUp(t.app, registerBody({ password }));
    const old = await hashScryptPassword(password, { N: 2 ** 14, r: 8, p: 1 });
    await t.database.db.updateTable('users').set({ password_hash: old }).where('id', '=', member.id).execute();
    expect((await authenticate({ username: member.username, password })).status).toBe(200);
    const row = await t.database.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row.password_hash!.startsWith('$argon2id$v=19$')).toBe(true);
    expect(needsRehash(row.password_hash!)).toBe(false);
    expect((await authenticate({ username: member.username, password })).status).toBe(200);
  });
});
