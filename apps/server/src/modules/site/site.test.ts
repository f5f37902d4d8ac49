import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import type { Mail, Mailer } from './mailer.ts';

let t: TestApp;
let sent: Mail[];
let mailWorks: boolean;

beforeAll(async () => {
  t = await createTestApp();
  // The app's mailer writes to its (silent) log in tests; this one records what would go out.
  const recorder: Mailer = {
    async send(mail) {
      if (!mailWorks) throw new Error('SMTP unreachable');
      sent.push(mail);
    },
  };
  t.app.services.deps.mailer = recorder;
});
afterAll(async () => t.close());
beforeEach(() => {
  sent = [];
  mailWorks = true;
});

const subscribe = (payload: object, language = 'en') =>
  call(t.app, {
    method: 'POST',
    url: '/api/v1/mailing-list/subscribe',
    headers: { 'accept-language': language },
    payload,
  });

describe('POST /api/v1/mailing-list/subscribe', () => {
  it('answers 201 the first time and 200 for the same address in any case, mailing one confirm link', async () => {
    const first = await subscribe({ email: 'Anna.Koch@Example.test', source: 'homepage' }, 'de-DE,de;q=0.9');
    expect(first).toMatchObject({ status: 201, body: { email: 'anna.koch@example.test', subscribed: false } });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      to: 'anna.koch@example.test',
      subject: 'Bitte bestätige dein Newsletter-Abo',
    });
    expect(sent[0]!.text).toContain('anna.koch@example.test');

    const again = await subscribe({ email: '  ANNA.KOCH@example.TEST ', source: 'footer' });
    expect(again).toMatchObject({ status: 200, body: { email: 'anna.koch@example.test', subscribed: false } });
    expect(sent).toHaveLength(1);

    const rows = await t.database.db
      .selectFrom('mailing_list')
      .selectAll()
      .where('email', '=', 'anna.koch@example.test')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ source: 'homepage' });
  });

  it.each([
    ['en', 'Please confirm your newsletter subscription'],
    ['vi', 'Vui lòng xác nhận đăng ký bản tin'],
    ['fr', 'Please confirm your newsletter subscription'],
  ])('asks for confirmation in the request language (%s)', async (language, subject) => {
    const res = await subscribe({ email: `reader-${language}@example.test` }, language);
    expect(res.status).toBe(201);
    expect(sent).toEqual([expect.objectContaining({ to: `reader-${language}@example.test`, subject })]);
    const row = await t.database.db
      .selectFrom('mailing_list')
      .select('source')
      .where('email', '=', `reader-${language}@example.test`)
      .executeTakeFirstOrThrow();
    expect(row.source).toBe('homepage');
  });

  it('counts simultaneous sign-ups of one address once', async () => {
    const results = await Promise.all(
      [1, 2, 3, 4].map(() => subscribe({ email: 'rush@example.test', source: 'homepage' })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 200, 201]);
    expect(sent).toHaveLength(1);
  });

  it('still subscribes when the mail cannot be sent', async () => {
    mailWorks = false;
    const res = await subscribe({ email: 'offline@example.test', source: 'homepage' });
    expect(res.status).toBe(201);
    expect(
      await t.database.db
        .selectFrom('mailing_list')
        .select('id')
        .where('email', '=', 'offline@example.test')
        .executeTakeFirst(),
    ).toBeDefined();
  });

  it.each([
    ['no e-mail', { source: 'homepage' }],
    ['not an e-mail', { email: 'not-an-address', source: 'homepage' }],
    ['an empty e-mail', { email: '', source: 'homepage' }],
    ['an e-mail with spaces inside', { email: 'a b@example.test' }],
    ['an e-mail that is too long', { email: `${'a'.repeat(250)}@example.test` }],
    ['a number', { email: 42 }],
  ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
    const before = await t.database.db
      .selectFrom('mailing_list')
      .select((s) => s.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await subscribe(payload);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', details: expect.any(Array) });
    const after = await t.database.db
      .selectFrom('mailing_list')
      .select((s) => s.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(sent).toEqual([]);
  });

  it('answers 400 with a message for a body that is not JSON', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/mailing-list/subscribe',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', error: 'The request body is not valid JSON.' });
  });
});

describe('POST /api/v1/contact', () => {
  const message = {
    name: 'Minh Nguyen',
    email: 'Minh@Example.test',
    subject: 'recipe-submission',
    message: 'Could you add a section for street food?\nThanks!',
  };

  it('stores the message, answers 201 {id, createdAt} and notifies the site mailbox, replying to the sender', async () => {
    const res = await call(t.app, { method: 'POST', url: '/api/v1/contact', payload: message });
    expect(res.status).toBe(201);
    const { id, createdAt } = res.body as { id: number; createdAt: string };
    expect(new Date(createdAt).toISOString()).toBe(createdAt);
    const row = await t.database.db
      .selectFrom('contact_messages')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ id, ...message, email: 'minh@example.test', created_at: createdAt });
    expect(sent).toEqual([
      expect.objectContaining({
        to: t.config.mailFrom,
        replyTo: 'minh@example.test',
        subject: 'Contact form (recipe-submission): Minh Nguyen',
      }),
    ]);
    expect(sent[0]!.text).toContain('Could you add a section for street food?');
    expect(sent[0]!.text).toContain('minh@example.test');
  });

  it('keeps line breaks of the name out of the mail subject', async () => {
    await call(t.app, {
      method: 'POST',
      url: '/api/v1/contact',
      payload: { ...message, name: 'Eve\r\nBcc: x@evil.test' },
    });
    expect(sent[0]!.subject).toBe('Contact form (recipe-submission): Eve Bcc: x@evil.test');
  });

  it('stores the message even when the notification cannot be sent', async () => {
    mailWorks = false;
    const res = await call(t.app, { method: 'POST', url: '/api/v1/contact', payload: message });
    expect(res.status).toBe(201);
  });

  it.each([
    ['no name', { name: undefined }, 'body.name'],
    ['a blank name', { name: '   ' }, 'body.name'],
    ['a bad e-mail', { email: 'nope' }, 'body.email'],
    ['an unknown subject', { subject: 'spam' }, 'body.subject'],
    ['an empty message', { message: '' }, 'body.message'],
    ['a message that is too long', { message: 'x'.repeat(5001) }, 'body.message'],
  ])('refuses %s with 400 naming the field, storing nothing', async (_name, override, path) => {
    const before = await t.database.db
      .selectFrom('contact_messages')
      .select((s) => s.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'accept-language': 'vi' },
      payload: { ...message, ...override },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', error: 'Yêu cầu không hợp lệ.' });
    expect((res.body as { details: { path: string }[] }).details.map((d) => d.path)).toContain(path);
    const after = await t.database.db
      .selectFrom('contact_messages')
      .select((s) => s.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
    expect(sent).toEqual([]);
  });
});

describe('OpenAPI', () => {
  it('documents the ratings, photos and site endpoints under their tags', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/openapi.json' });
    const doc = res.body as { paths: Record<string, Record<string, { tags?: string[] }>> };
    const tagOf = (p: string, m: string) => doc.paths[p]?.[m]?.tags;
    expect(tagOf('/api/v1/ratings/recipe/{id}', 'get')).toEqual(['ratings']);
    expect(tagOf('/api/v1/ratings', 'post')).toEqual(['ratings']);
    expect(tagOf('/api/v1/ratings/{ratingId}', 'put')).toEqual(['ratings']);
    expect(tagOf('/api/v1/images/upload', 'post')).toEqual(['photos']);
    expect(tagOf('/api/v1/images/delete', 'delete')).toEqual(['photos']);
    expect(tagOf('/api/v1/mailing-list/subscribe', 'post')).toEqual(['site']);
    expect(tagOf('/api/v1/contact', 'post')).toEqual(['site']);
    expect(tagOf('/api/v1/mailing-list/confirm', 'get')).toEqual(['mail']);
    expect(tagOf('/api/v1/mailing-list/unsubscribe', 'post')).toEqual(['mail']);
    expect(tagOf('/users/confirm-email', 'get')).toEqual(['mail']);
  });
});
