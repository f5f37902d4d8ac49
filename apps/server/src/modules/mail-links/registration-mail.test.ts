import type { AuthResponse } from '@recipes/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerBody } from '../../sample-content/factories.ts';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { linkIn, startSmtpSink, type SmtpSink } from './smtp-sink.ts';

const site = 'https://recipes.example.test';
let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: site });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const register = (payload: object, language = 'en') =>
  call(t.app, { method: 'POST', url: '/users/register', payload, headers: { 'accept-language': language } });
const signIn = (username: string, password: string) =>
  call(t.app, { method: 'POST', url: '/users/authenticate', payload: { username, password } });
const me = (token: string) =>
  call(t.app, { method: 'GET', url: '/users/me', headers: { authorization: `Bearer ${token}` } });
const verified = async (id: number) =>
  (await t.database.db.selectFrom('users').select('email_verified').where('id', '=', id).executeTakeFirstOrThrow())
    .email_verified;

/** The answer without what differs between any two registrations. */
const shape = (body: unknown) => {
  const { id: _id, username: _u, name: _n, token, createdAt: _c, ...rest } = body as AuthResponse;
  return { ...rest, token: token.length };
};

describe('registration mail over real SMTP', () => {
  it('signs a new member in and mails a confirm link in their language; opening it confirms the address', async () => {
    const res = await register(registerBody({ email: 'new.cook@example.test', name: 'Nam' }), 'vi');
    expect(res.status).toBe(201);
    const member = res.body as AuthResponse;
    expect((await me(member.token)).status).toBe(200);
    expect(await verified(member.id)).toBe(0);

    const [mail] = smtp.to('new.cook@example.test');
    expect(mail?.subject).toBe('Vui lòng xác nhận địa chỉ e-mail của bạn');
    expect(mail?.text).toContain('Xin chào Nam,');
    expect(mail?.html).toContain('lang="vi"');
    const link = linkIn(mail!, `${site}/users/confirm-email?token=`);
    const opened = await t.app.inject({ method: 'GET', url: link.replace(site, '') });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/mail/email-confirmed');
    expect(await verified(member.id)).toBe(1);
    expect((await t.app.inject({ method: 'GET', url: link.replace(site, '') })).headers.location).toBe(
      '/mail/link-invalid',
    );
  });

  it('answers a taken address exactly like a free one, tells the owner by mail and leaves their account alone', async () => {
    const ownerBody = registerBody({ email: 'owner@example.test', password: 'owner password' });
    const owner = (await register(ownerBody)).body as AuthResponse;
    const free = await register(registerBody({ email: 'free@example.test', password: 'stranger password' }));
    const taken = await register(registerBody({ email: 'Owner@Example.test', password: 'stranger password' }), 'de');

    expect(taken.status).toBe(free.status);
    expect(shape(taken.body)).toEqual({ ...shape(free.body), email: 'owner@example.test' });
    const stranger = taken.body as AuthResponse;
    expect((await me(stranger.token)).body).toMatchObject({ id: stranger.id, email: 'owner@example.test' });

    // The owner hears about it (in the language of the attempt); nobody gets a confirm link for the address.
    const toOwner = smtp.to('owner@example.test');
    expect(toOwner.map((m) => m.subject)).toEqual([
      'Please confirm your e-mail address',
      'Jemand wollte sich mit deiner E-Mail-Adresse registrieren',
    ]);
    expect(toOwner[1]!.text).toContain(`„${ownerBody.username}“`);
    expect(toOwner[1]!.text).not.toContain('confirm-email');

    // The address still signs in the owner only; the stranger signs in by username.
    expect(((await signIn('owner@example.test', 'owner password')).body as AuthResponse).id).toBe(owner.id);
    expect((await signIn('owner@example.test', 'stranger password')).status).toBe(401);
    expect(((await signIn(stranger.username, 'stranger password')).body as AuthResponse).id).toBe(stranger.id);
    expect(smtp.received.some((m) => /\.invalid/.test(JSON.stringify(m.to)))).toBe(false);
  });

  it('tells an owner at most once an hour, however often their address is tried', async () => {
    await register(registerBody({ email: 'busy@example.test' }));
    for (let i = 0; i < 3; i++) expect((await register(registerBody({ email: 'busy@example.test' }))).status).toBe(201);
    expect(smtp.to('busy@example.test').map((m) => m.subject)).toEqual([
      'Please confirm your e-mail address',
      'Someone tried to register with your e-mail address',
    ]);
  });

  it('mails a confirm link to a changed address; the old confirmation does not carry over', async () => {
    const member = (await register(registerBody({ email: 'before@example.test' }))).body as AuthResponse;
    const first = smtp.to('before@example.test')[0]!;
    await t.app.inject({ method: 'GET', url: linkIn(first, `${site}/users/confirm-email?token=`).replace(site, '') });
    expect(await verified(member.id)).toBe(1);

    const changed = await call(t.app, {
      method: 'PATCH',
      url: '/users/me',
      headers: { authorization: `Bearer ${member.token}`, 'accept-language': 'de' },
      payload: { email: 'after@example.test' },
    });
    expect(changed.status).toBe(200);
    expect(await verified(member.id)).toBe(0);
    const [mail] = smtp.to('after@example.test');
    expect(mail?.subject).toBe('Bitte bestätige deine E-Mail-Adresse');
    const opened = await t.app.inject({
      method: 'GET',
      url: linkIn(mail!, `${site}/users/confirm-email?token=`).replace(site, ''),
    });
    expect(opened.headers.location).toBe('/mail/email-confirmed');
    expect(await verified(member.id)).toBe(1);
  });
});
