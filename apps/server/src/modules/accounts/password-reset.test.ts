import type { AuthResponse } from '@recipes/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allMessages } from '../../http/messages.ts';
import { registerBody } from '../../sample-content/factories.ts';
import { call, signUp } from '../../test/api.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';
import { passwordResetClient } from '../../test/password-reset.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../mail-links/smtp-sink.ts';
import { hashToken } from './tokens.ts';

const site = 'https://recipes.example.test';
const newPassword = 'a brand new secret';
let t: TestApp;
let smtp: SmtpSink;
let reset: ReturnType<typeof passwordResetClient>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: site });
  reset = passwordResetClient(t, smtp, site);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const signIn = (username: string, password: string) =>
  call(t.app, { method: 'POST', url: '/users/authenticate', payload: { username, password } });
const me = (token: string) =>
  call(t.app, { method: 'GET', url: '/users/me', headers: { authorization: `Bearer ${token}` } });
const resetRows = (userId: number) =>
  t.database.db.selectFrom('password_resets').selectAll().where('user_id', '=', userId).execute();

describe('forgot password: asking for a link', () => {
  it('answers 202 alike for a member’s address and an unknown one, and mails only the member', async () => {
    const member = await signUp(t.app);
    const known = await reset.request(member.email);
    const unknown = await reset.request('nobody-here@example.test');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual({ success: true });
    expect(reset.mails(member.email).map((m) => m.subject)).toEqual([
      'Please confirm your e-mail address',
      'Reset your password',
    ]);
    expect(reset.mails('nobody-here@example.test')).toEqual([]);
  });

  it('mails in the request’s language, as text and HTML, and stores only the token’s hash', async () => {
    const member = await signUp(t.app, { name: 'Nam' });
    await reset.request(member.username.toUpperCase(), { language: 'vi' });
    const mail = reset.mails(member.email).at(-1)!;
    expect(mail.subject).toBe('Đặt lại mật khẩu của bạn');
    expect(mail.text).toContain('Xin chào Nam,');
    expect(mail.html).toContain('lang="vi"');
    const token = reset.tokenFor(member.email);
    expect(mail.html).toContain(`${site}/reset-password?token=${token}`);
    const rows = await resetRows(member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(hashToken(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const ttl = Date.parse(rows[0]!.expires_at) - Date.parse(rows[0]!.created_at);
    expect(ttl).toBe(60 * 60 * 1000);
  });

  it('tells a member without a password (Google or Facebook only) how they sign in, with no link', async () => {
    const member = await signUp(t.app);
    await t.database.db
      .updateTable('users')
      .set({ password_hash: null, google_id: `google-${member.id}` })
      .where('id', '=', member.id)
      .execute();
    await reset.request(member.email, { language: 'de' });
    const mail = reset.mails(member.email).at(-1)!;
    expect(mail.subject).toBe('So meldest du dich bei deinem Rezept-Konto an');
    expect(mail.text).toContain('Du meldest dich mit Google an.');
    expect(mail.text).not.toContain('reset-password');
    expect(await resetRows(member.id)).toEqual([]);
  });

  it('refuses a body without an address with 400', async () => {
    const res = await call(t.app, { method: 'POST', url: '/users/password-reset', payload: { email: ' ' } });
    expectErrorBody(res, 400, 'VALIDATION_FAILED');
  });
});

describe('forgot password: setting the new password', () => {
  it('sets the password once, ends every session, and tells the owner by mail', async () => {
    const member = await signUp(t.app);
    const other = (await signIn(member.username, 'correct horse battery')).body as AuthResponse;
    expect((await me(other.token)).status).toBe(200);
    await reset.request(member.email);
    const token = reset.tokenFor(member.email);

    const done = await reset.confirm(token, newPassword, 'de');
    expect(done.status).toBe(200);
    expect(done.body).toEqual({ success: true });
    expect((await me(member.token)).status).toBe(401);
    expect((await me(other.token)).status).toBe(401);
    expect((await signIn(member.username, 'correct horse battery')).status).toBe(401);
    expect((await signIn(member.email, newPassword)).status).toBe(200);

    const told = reset.mails(member.email).at(-1)!;
    expect(told.subject).toBe('Dein Passwort wurde geändert');
    expect(told.text).toContain(`${site}/forgot-password`);

    const again = await reset.confirm(token, 'yet another secret', 'vi');
    expectErrorBody(again, 400, 'VALIDATION_FAILED', allMessages.vi.RESET_LINK_USED);
    expect((await signIn(member.email, newPassword)).status).toBe(200);
  });

  it('refuses an expired link with its own message, and a newer link still works', async () => {
    const member = await signUp(t.app);
    await reset.request(member.email);
    const old = reset.tokenFor(member.email);
    await t.database.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashToken(old))
      .execute();
    expectErrorBody(
      await reset.confirm(old, newPassword, 'de'),
      400,
      'VALIDATION_FAILED',
      allMessages.de.RESET_LINK_EXPIRED,
    );
    expect((await signIn(member.email, newPassword)).status).toBe(401);

    await reset.request(member.email);
    const fresh = reset.tokenFor(member.email);
    expect(fresh).not.toBe(old);
    expect((await reset.confirm(fresh, newPassword)).status).toBe(200);
    expect((await signIn(member.email, newPassword)).status).toBe(200);
  });

  it('once one link is used, the member’s other links stop working', async () => {
    const member = await signUp(t.app);
    await reset.request(member.email);
    const first = reset.tokenFor(member.email);
    await reset.request(member.email);
    const second = reset.tokenFor(member.email);
    expect((await reset.confirm(second, newPassword)).status).toBe(200);
    expectErrorBody(
      await reset.confirm(first, 'other secret'),
      400,
      'VALIDATION_FAILED',
      allMessages.en.RESET_LINK_INVALID,
    );
  });

  it('refuses unknown and malformed tokens and short passwords with translated 400s, changing nothing', async () => {
    const member = await signUp(t.app, registerBody());
    await reset.request(member.email);
    const token = reset.tokenFor(member.email);
    expectErrorBody(
      await reset.confirm('A'.repeat(43), newPassword, 'vi'),
      400,
      'VALIDATION_FAILED',
      allMessages.vi.RESET_LINK_INVALID,
    );
    expectErrorBody(
      await reset.confirm('not a token!', newPassword),
      400,
      'VALIDATION_FAILED',
      allMessages.en.RESET_LINK_INVALID,
    );
    const short = await reset.confirm(token, 'short');
    expectErrorBody(short, 400, 'VALIDATION_FAILED');
    expect((short.body as { details: { path: string }[] }).details[0]!.path).toBe('body.password');
    // The link was not used up by the refused tries.
    expect((await reset.confirm(token, newPassword)).status).toBe(200);
  });
});
