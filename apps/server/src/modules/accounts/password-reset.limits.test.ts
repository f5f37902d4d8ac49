import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultRateLimits } from '../../config/env.ts';
import { allMessages } from '../../http/messages.ts';
import { call, signUp } from '../../test/api.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';
import { passwordResetClient } from '../../test/password-reset.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { startSmtpSink, type SmtpSink } from '../mail-links/smtp-sink.ts';

const site = 'https://recipes.example.test';
const password = 'correct horse battery';
const newPassword = 'a brand new secret';
const randomIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
let t: TestApp;
let smtp: SmtpSink;
let reset: ReturnType<typeof passwordResetClient>;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({
    smtpUrl: smtp.url,
    publicUrl: site,
    rateLimits: { ...defaultRateLimits, authPerIp: 8, authPerAccount: 3, authPerAccountAllAddresses: 5 },
  });
  reset = passwordResetClient(t, smtp, site);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const signIn = (username: string, pass: string, ip: string, language = 'en') =>
  call(t.app, {
    method: 'POST',
    url: '/users/authenticate',
    payload: { username, password: pass },
    remoteAddress: ip,
    headers: { 'accept-language': language },
  });

describe('sign-in lockout', () => {
  it('says in words how long to wait and sends Retry-After in seconds', async () => {
    const member = await signUp(t.app, { password });
    const ip = randomIp();
    for (let i = 0; i < 3; i++) expect((await signIn(member.username, 'guess', ip)).status).toBe(401);
    for (const language of ['en', 'de', 'vi'] as const) {
      const locked = await signIn(member.username, 'guess', ip, language);
      const seconds = Number(locked.headers['retry-after']);
      expect(seconds).toBeGreaterThan(14 * 60);
      expect(seconds).toBeLessThanOrEqual(15 * 60);
      const words = allMessages[language].SIGN_IN_LOCKED.replace('{minutes}', String(Math.ceil(seconds / 60)));
      expectErrorBody(locked, 429, 'RATE_LIMITED', words);
    }
    expect(allMessages.en.SIGN_IN_LOCKED.replace('{minutes}', '15')).toBe(
      'Too many sign-in attempts. Try again in 15 minutes, or reset your password.',
    );
  });

  it('ends with a password reset, for the address that was locked and the account as a whole', async () => {
    const member = await signUp(t.app, { password });
    const ip = randomIp();
    // One address past its own limit, and enough addresses to lock the account for strangers.
    for (let i = 0; i < 3; i++) expect((await signIn(member.username, 'guess', ip)).status).toBe(401);
    expect((await signIn(member.username, password, ip)).status).toBe(429);
    for (let i = 0; i < 2; i++) await signIn(member.email, 'guess', randomIp());
    expect((await signIn(member.username, password, randomIp())).status).toBe(429);

    await reset.request(member.email, { ip: randomIp() });
    expect((await reset.confirm(reset.tokenFor(member.email), newPassword)).status).toBe(200);
    expect((await signIn(member.username, newPassword, ip)).status).toBe(200);
    expect((await signIn(member.email, newPassword, randomIp())).status).toBe(200);
    // Counting starts afresh: the locked address has its full allowance again.
    const again = randomIp();
    for (let i = 0; i < 3; i++) expect((await signIn(member.username, 'guess', again)).status).toBe(401);
    expect((await signIn(member.username, 'guess', again)).status).toBe(429);
  });
});

describe('password reset limits', () => {
  it('mails at most three links an hour per account, however it is named, and still answers 202', async () => {
    const member = await signUp(t.app, { password });
    const names = [member.email, member.username, member.email.toUpperCase(), member.username, member.email];
    for (const name of names) {
      const res = await reset.request(name, { ip: randomIp() });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ success: true });
    }
    const resetMails = reset.mails(member.email).filter((m) => m.subject === 'Reset your password');
    expect(resetMails).toHaveLength(defaultRateLimits.passwordResetMailsPerHour);
  });

  it('mails at most three an hour per typed address, whatever account it reaches', async () => {
    const member = await signUp(t.app, { password });
    for (let i = 0; i < 3; i++) await reset.request(member.email, { ip: randomIp() });
    // The typed address's allowance is spent: a fourth ask by it sends nothing, even to a new owner of the name.
    await t.database.db
      .updateTable('users')
      .set({ email: `moved-${member.id}@example.test` })
      .where('id', '=', member.id)
      .execute();
    const other = await signUp(t.app, { password });
    await t.database.db.updateTable('users').set({ email: member.email }).where('id', '=', other.id).execute();
    expect((await reset.request(member.email, { ip: randomIp() })).status).toBe(202);
    expect(smtp.to(member.email).filter((m) => m.subject === 'Reset your password')).toHaveLength(3);
  });

  it('limits requests per client address with 429 and Retry-After', async () => {
    const ip = randomIp();
    for (let i = 0; i < 8; i++) expect((await reset.request(`someone-${i}@example.test`, { ip })).status).toBe(202);
    const limited = await reset.request('someone-else@example.test', { ip, language: 'de' });
    expectErrorBody(limited, 429, 'RATE_LIMITED', allMessages.de.RATE_LIMITED);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
