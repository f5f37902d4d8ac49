import { maxUploadBytes } from '@recipes/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/api.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { addMember } from '../test/member-fixtures.ts';
import { formatBytes, jsonBodyLimitBytes } from './body-limit.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('413 answers name the limit of their own route', () => {
  it('formats limits as people read them', () => {
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(maxUploadBytes)).toBe('15 MB');
    expect(formatBytes(1536 * 1024)).toBe('1.5 MB');
    expect(formatBytes(512 * 1024)).toBe('512 KB');
  });

  it.each([
    ['en', 'The request is too large (at most 5 MB).'],
    ['de', 'Die Anfrage ist zu groß (höchstens 5 MB).'],
    ['vi', 'Yêu cầu quá lớn (tối đa 5 MB).'],
  ])('a JSON body over the limit names 5 MB, not the photo limit (%s)', async (language, text) => {
    const member = await addMember(t);
    const payload = JSON.stringify({ name: 'x'.repeat(jsonBodyLimitBytes + 10) });
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/v1/recipes',
      headers: { ...member.headers, 'content-type': 'application/json', 'accept-language': language },
      payload,
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE', error: text });
  });

  it('a photo over its limit names 15 MB', async () => {
    const member = await addMember(t);
    const form = new FormData();
    form.append('file', new Blob([Buffer.alloc(maxUploadBytes + 1, 1)], { type: 'image/jpeg' }), 'big.jpg');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${address}/api/v1/images/upload?user_id=${member.id}`, {
      method: 'POST',
      body: form,
      headers: member.headers,
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({
      code: 'PAYLOAD_TOO_LARGE',
      error: 'The upload is too large (at most 15 MB).',
    });
  });
});
