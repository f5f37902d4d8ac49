import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { NewsletterIssue } from './newsletter.service.ts';
import { linkIn, startSmtpSink, type SmtpSink } from './smtp-sink.ts';

const site = 'https://recipes.example.test';
let t: TestApp;
let smtp: SmtpSink;
beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: site, mailFrom: 'Recipe Site <hello@recipes.example.test>' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const subscribe = (email: string, language = 'en') =>
  call(t.app, {
    method: 'POST',
    url: '/api/v1/mailing-list/subscribe',
    headers: { 'accept-language': language },
    payload: { email, source: 'footer' },
  });
/** Opens a link from a mail against the app (the mail's links carry the public address). */
const open = (
  url: string,
  options: { method?: 'GET' | 'POST'; headers?: Record<string, string>; payload?: string } = {},
) =>
  t.app.inject({
    method: options.method ?? 'GET',
    url: url.replace(site, ''),
    headers: options.headers,
    payload: options.payload,
  });
const row = (email: string) =>
  t.database.db.selectFrom('mailing_list').selectAll().where('email', '=', email).executeTakeFirst();

/** A header as it came over the wire, folded lines joined. */
const headerLine = (mail: ParsedMail, key: string) =>
  (mail.headerLines.find((h) => h.key === key)?.line ?? '').replace(/\r?\n\s*/g, ' ');

async function confirmedReader(email: string, language: string): Promise<void> {
  expect((await subscribe(email, language)).status).toBe(201);
  const [mail] = smtp.to(email);
  expect((await open(linkIn(mail!, `${site}/api/v1/mailing-list/confirm?`))).headers.location).toBe(
    '/mail/newsletter-confirmed',
  );
}

const issue: NewsletterIssue = {
  en: { subject: 'Soups for November', greeting: 'Hello,', paragraphs: ['Five soups to try.'] },
  de: { subject: 'Suppen für November', greeting: 'Hallo,', paragraphs: ['Fünf Suppen zum Ausprobieren.'] },
  vi: { subject: 'Các món súp tháng Mười Một', greeting: 'Xin chào,', paragraphs: ['Năm món súp nên thử.'] },
};

describe('newsletter double opt-in over real SMTP', () => {
  it('subscribes only once the confirm link (in text and HTML, in the reader’s language) is opened', async () => {
    const email = 'lena@example.test';
    const res = await subscribe(email, 'de');
    expect(res).toMatchObject({ status: 201, body: { email, subscribed: false } });
    expect((await row(email))?.confirmed_at).toBeNull();

    const mails = smtp.to(email);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail.subject).toBe('Bitte bestätige dein Newsletter-Abo');
    expect(mail.from?.value[0]?.address).toBe('hello@recipes.example.test');
    const link = linkIn(mail, `${site}/api/v1/mailing-list/confirm?token=`);
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
    expect(mail.html).toContain('lang="de"');

    const opened = await open(link);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/mail/newsletter-confirmed');
    expect((await row(email))?.confirmed_at).toEqual(expect.any(String));
    // A link works once; afterwards it leads to the "link not valid" page.
    expect((await open(link)).headers.location).toBe('/mail/link-invalid');
    expect((await open('/api/v1/mailing-list/confirm?token=forged')).headers.location).toBe('/mail/link-invalid');

    const again = await subscribe(email);
    expect(again).toMatchObject({ status: 200, body: { email, subscribed: true } });
    expect(smtp.to(email)).toHaveLength(1);
  });

  it('sends a pending address no second link within ten minutes, and only one for simultaneous sign-ups', async () => {
    const statuses = await Promise.all([1, 2, 3].map(() => subscribe('rush@example.test')));
    expect(statuses.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    expect((await subscribe('rush@example.test')).status).toBe(200);
    expect(smtp.to('rush@example.test')).toHaveLength(1);
  });

  it('mails each confirmed reader in their language with an unsubscribe link and List-Unsubscribe headers', async () => {
    await confirmedReader('ada@example.test', 'en');
    await confirmedReader('minh@example.test', 'vi');
    await subscribe('pending@example.test');
    const before = smtp.received.length;
    const sent = await t.app.services.newsletter.sendIssue(issue);
    const mails = smtp.received.slice(before);
    expect(mails).toHaveLength(sent);
    const toAda = mails.find((m) => m.subject === 'Soups for November' && smtp.to('ada@example.test').includes(m));
    const toMinh = mails.find((m) => smtp.to('minh@example.test').includes(m));
    expect(toMinh?.subject).toBe('Các món súp tháng Mười Một');
    expect(mails.some((m) => smtp.to('pending@example.test').includes(m))).toBe(false);

    for (const mail of [toAda!, toMinh!]) {
      expect(headerLine(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      const raw = headerLine(mail, 'list-unsubscribe');
      expect(raw).toMatch(new RegExp(`<${site}/api/v1/mailing-list/unsubscribe\\?token=[\\w-]+>`));
      expect(raw).toMatch(/<mailto:hello@recipes\.example\.test\?subject=unsubscribe%20[\w-]+>/);
      const page = linkIn(mail, `${site}/mail/unsubscribe?token=`);
      expect(mail.html).toContain(page);
    }
  });

  it('unsubscribes in one click (POST), while opening the address (GET) only shows the page', async () => {
    await confirmedReader('oskar@example.test', 'de');
    const before = smtp.received.length;
    await t.app.services.newsletter.sendIssue(issue);
    const mail = smtp.received.slice(before).find((m) => smtp.to('oskar@example.test').includes(m))!;
    const raw = headerLine(mail, 'list-unsubscribe');
    const endpoint = /<(https:[^>]+)>/.exec(raw)![1]!;

    const looked = await open(endpoint);
    expect(looked.statusCode).toBe(303);
    expect(looked.headers.location).toMatch(/^\/mail\/unsubscribe\?token=[\w-]+$/);
    expect(await row('oskar@example.test')).toBeDefined();

    const oneClick = await open(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ unsubscribed: true });
    expect(await row('oskar@example.test')).toBeUndefined();

    // The page's button posts the same address; a browser is sent on to the result page.
    const fromPage = await open(endpoint, { method: 'POST', headers: { accept: 'text/html' } });
    expect(fromPage.statusCode).toBe(303);
    expect(fromPage.headers.location).toBe('/mail/unsubscribed');

    const next = smtp.received.length;
    await t.app.services.newsletter.sendIssue(issue);
    expect(smtp.received.slice(next).some((m: ParsedMail) => smtp.to('oskar@example.test').includes(m))).toBe(false);
  });

  it.each(['a%00b', 'a b', '%E2%80%AE', ''])(
    'refuses a token that no link carries (%s) with 400, on both engines',
    async (token) => {
      for (const [method, url] of [
        ['GET', '/api/v1/mailing-list/confirm'],
        ['POST', '/api/v1/mailing-list/unsubscribe'],
        ['GET', '/users/confirm-email'],
      ] as const) {
        const res = await t.app.inject({ method, url: `${url}?token=${token}` });
        expect(res.statusCode).toBe(400);
        expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      }
    },
  );

  it('still takes the subscription when the mail server is down', async () => {
    const offline = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:9', publicUrl: site });
    try {
      const res = await call(offline.app, {
        method: 'POST',
        url: '/api/v1/mailing-list/subscribe',
        payload: { email: 'later@example.test' },
      });
      expect(res).toMatchObject({ status: 201, body: { subscribed: false } });
    } finally {
      await offline.close();
    }
  });
});

describe('contact mail over real SMTP', () => {
  it('reaches the team with the sender as Reply-To, in text and HTML', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/contact',
      payload: { name: 'Minh <b>Nguyen</b>', email: 'Minh@Example.test', subject: 'feedback', message: 'Great site!' },
    });
    expect(res.status).toBe(201);
    const mail = smtp.to('hello@recipes.example.test').at(-1)!;
    expect(mail.replyTo?.value[0]?.address).toBe('minh@example.test');
    expect(mail.text).toContain('Great site!');
    expect(mail.html).toContain('Minh &lt;b&gt;Nguyen&lt;/b&gt;');
  });
});
