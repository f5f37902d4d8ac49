import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect, type TestApp } from '../test/test-app.ts';

// Pages come from the web build; the API answers the same with or without it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: { mode: 'production' } });
});
afterAll(async () => t?.close());

const contractShape = {
  success: false,
  error: expect.any(String),
  code: expect.any(String),
  timestamp: expect.any(String),
};

describe.skipIf(testDialect !== 'sqlite')("Fastify's own refusals", () => {
  it('answers bad percent-encoding in the API with the contract error, translated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/recipes/%', headers: { 'accept-language': 'vi' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      ...contractShape,
      code: 'VALIDATION_FAILED',
      error: 'Địa chỉ không hợp lệ (mã hóa phần trăm bị lỗi hoặc một phần quá dài).',
    });
  });

  it('answers bad percent-encoding in a page with the HTML error page and a 400', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/recipe/%', headers: { cookie: 'lang=de' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Etwas ist schiefgelaufen');
  });

  it('answers bad JSON, an empty JSON body, a wrong content type and a too large body in the contract shape', async () => {
    const json = { 'content-type': 'application/json', 'accept-language': 'de' };
    const bad = await t.app.inject({ method: 'POST', url: '/users/authenticate', headers: json, payload: '{bad' });
    expect([bad.statusCode, bad.json()]).toEqual([
      400,
      { ...contractShape, code: 'VALIDATION_FAILED', error: 'Der Inhalt der Anfrage ist kein gültiges JSON.' },
    ]);
    const empty = await t.app.inject({ method: 'POST', url: '/users/authenticate', headers: json, payload: '' });
    expect([empty.statusCode, empty.json().code]).toEqual([400, 'VALIDATION_FAILED']);

    const xml = await t.app.inject({
      method: 'POST',
      url: '/users/authenticate',
      headers: { 'content-type': 'text/xml' },
      payload: '<a/>',
    });
    expect([xml.statusCode, xml.json()]).toEqual([
      415,
      { ...contractShape, code: 'UNSUPPORTED_MEDIA_TYPE', error: 'This content type is not accepted here; send JSON.' },
    ]);

    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ message: 'a'.repeat(6 * 1024 * 1024) }),
    });
    expect([huge.statusCode, huge.json()]).toEqual([
      413,
      { ...contractShape, code: 'PAYLOAD_TOO_LARGE', error: 'The request body is too large.' },
    ]);
  });

  it('answers an over-long path parameter in the contract shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/v1/recipes/${'9'.repeat(600)}` });
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json()).toEqual({ ...contractShape, code: 'NOT_FOUND' });
    const page = await t.app.inject({ method: 'GET', url: `/recipe/${'a'.repeat(600)}` });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toContain('text/html');
  });
});
