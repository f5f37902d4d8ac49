import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '@recipes/contracts';
import { call } from '../test/api.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function register(language: string) {
  const res = await call(t.app, {
    method: 'POST',
    url: '/users/register',
    headers: { 'accept-language': language },
    payload: { username: 'A!', email: 'not-an-address', password: 'short', name: 42 },
  });
  expect(res.status).toBe(400);
  const body = res.body as ErrorBody;
  return Object.fromEntries((body.details ?? []).map((d) => [d.path, d.message]));
}

describe('validation details', () => {
  it('are written in the language of Accept-Language', async () => {
    const en = await register('en');
    const de = await register('de-DE,de;q=0.9');
    const vi = await register('vi');
    expect(Object.keys(en).sort()).toEqual(['body.email', 'body.name', 'body.password', 'body.username']);
    expect(en['body.username']).toBe('A username is 3–32 characters of a-z, 0-9, _ . -');
    expect(de['body.username']).toBe('Ein Benutzername besteht aus 3–32 Zeichen aus a-z, 0-9, _ . -');
    expect(en['body.password']).toMatch(/^Too small/);
    expect(de['body.password']).toMatch(/^Zu klein/);
    expect(vi['body.password']).toMatch(/^Quá nhỏ/);
    // zod's German and Vietnamese texts name what was received: the number, not "undefined".
    expect(de['body.name']).toBe('Ungültige Eingabe: erwartet string, erhalten Zahl');
    expect(vi['body.name']).toBe('Đầu vào không hợp lệ: mong đợi string, nhận được số');
    for (const path of Object.keys(en)) {
      expect(de[path], path).not.toBe(en[path]);
      expect(vi[path], path).not.toBe(en[path]);
    }
  });
});
