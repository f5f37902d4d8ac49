import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { etagMatches, strongEtag } from './http-caching.ts';

let t: TestApp;
let cook: Member;
let recipeId: number;
beforeAll(async () => {
  t = await createTestApp();
  cook = await signUp(t.app);
  recipeId = (await createRecipe(t.app, cook, { name: 'Validator Soup' })).id;
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

describe('HTTP caching of API answers', () => {
  it.each([
    '/api/v1/recipes/ID',
    '/api/v1/recipes?pageSize=5',
    '/api/v1/recipes/search/validator',
    '/api/v1/recipes/categories',
  ])('%s: a strong ETag, 304 to If-None-Match, public Cache-Control without credentials', async (template) => {
    const url = template.replace('ID', String(recipeId));
    const first = await get(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+, stale-while-revalidate=\d+$/);
    expect(String(first.headers.vary)).toContain('Accept-Language');
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  // The OpenAPI document is built per request; the list is a cached answer (the route's own bytes).
  it.each(['/api/openapi.json', '/api/v1/recipes?pageSize=5'])(
    '%s sent compressed carries the coding in its ETag and revalidates with it',
    async (url) => {
      const plain = await get(url);
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.etag).toBe(`${String(plain.headers.etag).slice(0, -1)}-br"`);
      expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const again = await get(url, {
        'accept-encoding': 'gzip, deflate, br',
        'if-none-match': String(br.headers.etag),
      });
      expect(again.statusCode).toBe(304);
    },
  );

  it('sends a cached answer compressed as the client accepts, the same bytes once decoded', async () => {
    // Long enough to be worth compressing (the threshold is 1 KB).
    const long = await createRecipe(t.app, cook, {
      name: 'Compressed Soup',
      description: 'Slow and steady. '.repeat(120),
    });
    const url = `/api/v1/recipes/${long.id}`;
    const plain = await get(url);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const [accept, coding, decode] of [
      ['gzip, deflate, br', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const [first, second] = [
        await get(url, { 'accept-encoding': accept }),
        await get(url, { 'accept-encoding': accept }),
      ];
      // Each coding is a representation of its own, with its own strong validator (RFC 9110 8.8.3).
      const codedEtag = `${String(plain.headers.etag).slice(0, -1)}-${coding}"`;
      for (const answer of [first, second]) {
        expect(answer.headers['content-encoding']).toBe(coding);
        expect(String(answer.headers.vary)).toMatch(/Accept-Encoding/);
        expect(answer.headers.etag).toBe(codedEtag);
        expect(decode(answer.rawPayload).toString()).toBe(plain.body);
      }
      const revalidated = await get(url, { 'accept-encoding': accept, 'if-none-match': codedEtag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.headers.etag).toBe(codedEtag);
      const otherCoding = await get(url, { 'accept-encoding': accept, 'if-none-match': String(plain.headers.etag) });
      expect(otherCoding.statusCode).toBe(200);
    }
    const plainRevalidated = await get(url, { 'if-none-match': String(plain.headers.etag) });
    expect(plainRevalidated.statusCode).toBe(304);
    expect((await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' })).headers['content-encoding']).toBeUndefined();
  });

  it('changes the ETag when the answer changes', async () => {
    const url = `/api/v1/recipes/${recipeId}`;
    const before = String((await get(url)).headers.etag);
    const put = await t.app.inject({ method: 'PUT', url, headers: cook.headers, payload: { name: 'Validator Stew' } });
    expect(put.statusCode).toBe(200);
    const after = await get(url, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('marks answers to a signed-in member private, and errors as not to be stored', async () => {
    const mine = await get(`/api/v1/recipes?user_id=${cook.id}`, cook.headers);
    expect(mine.headers['cache-control']).toBe('private, no-cache');
    expect((await get('/users/me', cook.headers)).headers['cache-control']).toBe('private, no-cache');
    expect((await get('/api/v1/recipes/999999')).headers['cache-control']).toBe('no-store');
  });

  it('ignores query parameters the route does not know: same bytes, same ETag, same links', async () => {
    const plain = await get('/api/v1/recipes?pageSize=1');
    const busted = await get('/api/v1/recipes?cb=123&pageSize=1');
    expect(busted.body).toBe(plain.body);
    expect(busted.headers.etag).toBe(plain.headers.etag);
    expect(busted.headers.link).toBe(plain.headers.link);
  });
});

describe('etagMatches', () => {
  const etag = strongEtag(Buffer.from('bytes'));
  it.each([
    [etag, true],
    [`W/${etag}`, true],
    [`"a", ${etag}`, true],
    ['*', true],
    ['"a"', false],
    [undefined, false],
  ])('If-None-Match %s → %s', (header, expected) => {
    expect(etagMatches(header, etag)).toBe(expected);
  });
});
