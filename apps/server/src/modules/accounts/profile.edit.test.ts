import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInMethods, User } from '@recipes/contracts';
import { defaultRateLimits } from '../../config/env.ts';
import { allMessages } from '../../http/messages.ts';
import { call, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { addMember } from '../../test/member-fixtures.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const password = 'correct horse battery';
const patchMe = (member: { headers: Record<string, string> } | null, payload: object, headers = {}) =>
  call(t.app, { method: 'PATCH', url: '/users/me', payload, headers: { ...member?.headers, ...headers } });
const changePassword = (headers: Record<string, string>, payload: object) =>
  call(t.app, { method: 'PUT', url: '/users/me/password', payload, headers });
const signIn = (username: string, pw: string) =>
  call(t.app, { method: 'POST', url: '/users/authenticate', payload: { username, password: pw } });
const me = (headers: Record<string, string>) => call(t.app, { method: 'GET', url: '/users/me', headers });

describe('PATCH /users/me', () => {
  it('changes the name and the e-mail address (normalised) and answers the member', async () => {
    const member = await signUp(t.app, { name: 'Old Name' });
    const res = await patchMe(member, { name: '  Julia Child ', email: ` Julia.${member.id}@Example.TEST ` });
    expect(res.status).toBe(200);
    const user = res.body as User;
    expect(user).toMatchObject({ id: member.id, name: 'Julia Child', email: `julia.${member.id}@example.test` });
    expect((await me(member.headers)).body).toEqual(user);
    // The new address signs in.
    expect((await signIn(`julia.${member.id}@example.test`, password)).status).toBe(200);
  });

  it('leaves fields that are not sent as they are; an empty body changes nothing', async () => {
    const member = await signUp(t.app);
    const res = await patchMe(member, { name: 'Only Name' });
    expect(res.body).toMatchObject({ name: 'Only Name', email: member.email });
    expect((await patchMe(member, {})).body).toMatchObject({ name: 'Only Name', email: member.email });
    expect((await patchMe(member, { email: member.email.toUpperCase() })).status).toBe(200);
  });

  it("refuses another member's e-mail address with 409 EMAIL_TAKEN, translated", async () => {
    const taken = await signUp(t.app);
    const member = await signUp(t.app);
    const res = await patchMe(member, { email: taken.email.toUpperCase() }, { 'accept-language': 'vi' });
    expectErrorBody(res, 409, 'CONFLICT', allMessages.vi.EMAIL_TAKEN);
    expect((await me(member.headers)).body).toMatchObject({ email: member.email });
  });

  it('refuses invalid values with 400 and details, and anonymous callers with 401', async () => {
    const member = await signUp(t.app);
    for (const payload of [{ email: 'not-an-address' }, { name: '   ' }, { name: 'x'.repeat(101) }]) {
      expectErrorBody(await patchMe(member, payload), 400, 'VALIDATION_FAILED');
    }
    expectErrorBody(await patchMe(null, { name: 'Anon' }), 401, 'UNAUTHENTICATED');
  });
});

describe('PUT /users/me/password', () => {
  async function twoSessions(): Promise<[Member, string]> {
    const member = await signUp(t.app);
    const other = (await signIn(member.username, password)).body as { token: string };
    return [member, other.token];
  }

  it('needs the current password; then the new one works, the old one not, and other sessions end', async () => {
    const [member, otherToken] = await twoSessions();
    const res = await changePassword(member.headers, { currentPassword: password, newPassword: 'a new long secret' });
    expect(res.status).toBe(204);
    expect((await me(member.headers)).status).toBe(200);
    expectErrorBody(await me({ authorization: `Bearer ${otherToken}` }), 401, 'UNAUTHENTICATED');
    expect((await signIn(member.username, 'a new long secret')).status).toBe(200);
    expectErrorBody(await signIn(member.username, password), 401, 'UNAUTHENTICATED');
  });

  it('refuses a wrong current password with 403 and changes nothing', async () => {
    const [member, otherToken] = await twoSessions();
    const res = await changePassword(
      { ...member.headers, 'accept-language': 'de' },
      { currentPassword: 'wrong guess', newPassword: 'a new long secret' },
    );
    expectErrorBody(res, 403, 'FORBIDDEN', allMessages.de.WRONG_PASSWORD);
    expect((await signIn(member.username, password)).status).toBe(200);
    expect((await me({ authorization: `Bearer ${otherToken}` })).status).toBe(200);
  });

  it('answers 400 without the current password or with a short new one', async () => {
    const member = await signUp(t.app);
    const missing = await changePassword(member.headers, { newPassword: 'a new long secret' });
    expectErrorBody(missing, 400, 'VALIDATION_FAILED', allMessages.en.CURRENT_PASSWORD_REQUIRED);
    expect((missing.body as { details: unknown }).details).toEqual([
      { path: 'body.currentPassword', message: 'is required' },
    ]);
    const inVietnamese = await changePassword(
      { ...member.headers, 'accept-language': 'vi' },
      { newPassword: 'a new long secret' },
    );
    expect((inVietnamese.body as { details: unknown }).details).toEqual([
      { path: 'body.currentPassword', message: 'là bắt buộc' },
    ]);
    expectErrorBody(
      await changePassword(member.headers, { currentPassword: password, newPassword: 'short' }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorBody(
      await changePassword({}, { currentPassword: password, newPassword: 'long enough' }),
      401,
      'UNAUTHENTICATED',
    );
  });

  it('lets a member without a password (signed up through a provider) set a first one', async () => {
    const social = await addMember(t);
    const methods = async () =>
      (await call(t.app, { method: 'GET', url: '/users/me/sign-in-methods', headers: social.headers }))
        .body as SignInMethods;
    expect(await methods()).toEqual({ password: false, facebook: false, google: false });
    expect((await changePassword(social.headers, { newPassword: 'first password ever' })).status).toBe(204);
    expect(await methods()).toEqual({ password: true, facebook: false, google: false });
    const { username } = (await me(social.headers)).body as User;
    expect((await signIn(username, 'first password ever')).status).toBe(200);
    // From now on the current password is needed.
    expectErrorBody(await changePassword(social.headers, { newPassword: 'second password' }), 400, 'VALIDATION_FAILED');
  });

  it('locks out after repeated wrong current passwords, with Retry-After', async () => {
    const strict = await createTestApp({
      rateLimits: { ...defaultRateLimits, apiPerHour: 100000, authPerIp: 100000, authPerAccount: 3 },
    });
    try {
      const member = await signUp(strict.app);
      const attempt = (currentPassword: string) =>
        call(strict.app, {
          method: 'PUT',
          url: '/users/me/password',
          headers: member.headers,
          payload: { currentPassword, newPassword: 'a new long secret' },
        });
      for (let i = 0; i < 3; i++) expect((await attempt('wrong guess')).status).toBe(403);
      const locked = await attempt(password);
      expectErrorBody(locked, 429, 'RATE_LIMITED');
      expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      await strict.close();
    }
  });
});

describe('GET /users/me/sign-in-methods', () => {
  it('tells which ways the member can sign in; 401 anonymous', async () => {
    const member = await signUp(t.app);
    const res = await call(t.app, { method: 'GET', url: '/users/me/sign-in-methods', headers: member.headers });
    expect(res.body).toEqual({ password: true, facebook: false, google: false });
    expectErrorBody(await call(t.app, { method: 'GET', url: '/users/me/sign-in-methods' }), 401, 'UNAUTHENTICATED');
  });
});
