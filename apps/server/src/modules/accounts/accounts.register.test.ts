import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthResponse } from '@recipes/contracts';
import { registerBody } from '../../sample-content/factories.ts';
import { allMessages } from '../../http/messages.ts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { currentParams, verifyPassword } from './password.ts';
import { hashToken } from './tokens.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const register = (payload: unknown, headers: Record<string, string> = {}) =>
  call(t.app, { method: 'POST', url: '/users/register', payload: payload as object, headers });

describe('POST /users/register', () => {
  it('creates the member, answers 201 with the authenticate body, and stores only hashes', async () => {
    const body = registerBody({ username: 'Julia.Child_1', email: '  Julia@Example.TEST ', name: ' Julia Child ' });
    const res = await register(body);
    expect(res.status).toBe(201);
    const user = res.body as AuthResponse;
    expect(Object.keys(user).sort()).toEqual(
      [
        'createdAt',
        'email',
        'favoriteCount',
        'followersCount',
        'followingCount',
        'id',
        'name',
        'profilePicture',
        'roles',
        'token',
        'username',
      ].sort(),
    );
    expect(user).toMatchObject({
      username: 'julia.child_1',
      email: 'julia@example.test',
      name: 'Julia Child',
      profilePicture: null,
      favoriteCount: 0,
      followersCount: 0,
      followingCount: 0,
      roles: ['user'],
    });
    expect(Date.parse(user.createdAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(user.token.length).toBeGreaterThanOrEqual(40);

    const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirstOrThrow();
    expect(row.username_lower).toBe('julia.child_1');
    expect(row.email).toBe('julia@example.test');
    expect(row.password_hash!.startsWith('$argon2id$v=19$')).toBe(true);
    expect(row.password_hash).toContain(`m=${currentParams.memoryCost}`);
    expect(row.password_hash).not.toContain(body.password);
    await expect(verifyPassword(body.password, row.password_hash!)).resolves.toBe(true);

    const sessions = await t.database.db.selectFrom('sessions').selectAll().where('user_id', '=', user.id).execute();
    expect(sessions.map((s) => s.token_hash)).toEqual([hashToken(user.token)]);
    expect(JSON.stringify(sessions)).not.toContain(user.token);

    const me = await call(t.app, {
      method: 'GET',
      url: '/users/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: user.id, username: 'julia.child_1' });
  });

  it('refuses a username that is taken in any letter case with 409 USERNAME_TAKEN', async () => {
    const first = registerBody({ username: 'pasta_lover' });
    expect((await register(first)).status).toBe(201);
    const res = await register(registerBody({ username: 'PASTA_Lover' }));
    expectErrorBody(res, 409, 'CONFLICT', allMessages.en.USERNAME_TAKEN);
  });

  it('keeps an e-mail address registered in any letter case with its owner, answering 201 like a new one', async () => {
    const owner = await register(registerBody({ email: 'soup@example.test' }));
    expect(owner.status).toBe(201);
    const res = await register(registerBody({ email: 'SOUP@example.TEST' }));
    expect(res.status).toBe(201);
    expect((res.body as AuthResponse).email).toBe('soup@example.test');
    const rows = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'soup@example.test')
      .execute();
    expect(rows.map((r) => r.id)).toEqual([(owner.body as AuthResponse).id]);
  });

  it('answers the conflict in the language of the request', async () => {
    const taken = registerBody();
    expect((await register(taken)).status).toBe(201);
    const de = await register({ ...registerBody(), username: taken.username }, { 'accept-language': 'de-DE,de;q=0.9' });
    expectErrorBody(de, 409, 'CONFLICT', allMessages.de.USERNAME_TAKEN);
    expect(allMessages.de.USERNAME_TAKEN).not.toBe(allMessages.en.USERNAME_TAKEN);
  });

  it('lets exactly one of several simultaneous registrations of the same name win; the rest get 409', async () => {
    const username = registerBody().username;
    const results = await Promise.all(Array.from({ length: 4 }, () => register(registerBody({ username }))));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409]);
    for (const r of results.filter((x) => x.status === 409)) {
      expectErrorBody(r, 409, 'CONFLICT', allMessages.en.USERNAME_TAKEN);
    }
    const email = registerBody().email;
    const byEmail = await Promise.all(Array.from({ length: 3 }, () => register(registerBody({ email }))));
    // All three answer alike; the address belongs to one account only.
    expect(byEmail.map((r) => r.status)).toEqual([201, 201, 201]);
    const rows = await t.database.db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['a username that is too short', { username: 'ab' }, 'body.username'],
    ['a username that is too long', { username: 'a'.repeat(33) }, 'body.username'],
    ['a username with other characters', { username: 'julia child' }, 'body.username'],
    ['a username with @', { username: 'julia@home' }, 'body.username'],
    ['an invalid e-mail', { email: 'not-an-email' }, 'body.email'],
    ['a 7-character password', { password: 'short77' }, 'body.password'],
    ['an empty name', { name: '   ' }, 'body.name'],
  ])('refuses %s with 400 and details', async (_label, override, path) => {
    const res = await register(registerBody(override));
    expectErrorBody(res, 400, 'VALIDATION_FAILED', allMessages.en.VALIDATION_FAILED);
    const details = (res.body as { details: { path: string; message: string }[] }).details;
    expect(details.map((d) => d.path)).toContain(path);
    expect(details.every((d) => d.message.length > 0)).toBe(true);
  });

  it('accepts the edges: a 3- and a 32-character username, an 8-character password', async () => {
    const id = registerBody().username.slice(-6);
    expect((await register(registerBody({ username: `a.${id}`.slice(0, 3), password: '12345678' }))).status).toBe(201);
    expect((await register(registerBody({ username: `${id}${'x'.repeat(26)}` }))).status).toBe(201);
  });

  it('refuses missing fields and a malformed body with 400, translated', async () => {
    const missing = await register({}, { 'accept-language': 'de' });
    expectErrorBody(missing, 400, 'VALIDATION_FAILED', allMessages.de.VALIDATION_FAILED);
    const paths = (missing.body as { details: { path: string }[] }).details.map((d) => d.path);
    expect(paths).toEqual(expect.arrayContaining(['body.username', 'body.email', 'body.password', 'body.name']));

    const malformed = await call(t.app, {
      method: 'POST',
      url: '/users/register',
      headers: { 'content-type': 'application/json', 'accept-language': 'vi' },
      payload: '{"username":',
    });
    expectErrorBody(malformed, 400, 'VALIDATION_FAILED', allMessages.vi.MALFORMED_JSON);
  });

  it('normalises and validates the same way when called as a service (seed, other modules)', async () => {
    const body = registerBody({ username: 'Seed.Cook' });
    const user = await t.app.services.accounts.register(body);
    expect(user.username).toBe('seed.cook');
    await expect(t.app.services.accounts.register(registerBody({ username: 'x' }))).rejects.toMatchObject({
      code: 'VALIDATION_FAILED',
    });
  });
});
