import { afterAll, beforeAll, it } from 'vitest';
import { createRecipe, signUp } from '../test/api.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { web: { mode: 'production' } });
});
afterAll(async () => t?.close());

it('probe', async () => {
  const m = await signUp(t.app);
  await createRecipe(t.app, m);
  const tries: [string, string, object?][] = [
    ['GET', '/api/v1/recipes?category=%00'],
    ['GET', '/api/v1/recipes/search?keywords=%00'],
    ['POST', '/users/authenticate', { login: 'a\u0000b', password: 'xxxxxxxxx' }],
    ['POST', '/api/v1/contact', { name: 'a', email: 'a@b.cd', subject: 'x', message: 'hi\u0000there' }],
    ['GET', '/recipes?category=%00'],
    ['GET', '/recipes?q=%00'],
    ['GET', '/search?q=%00'],
    ['GET', '/recipe/%00'],
    ['GET', '/recipe/%'],
    ['GET', '/api/v1/recipes/%'],
    ['GET', '/categories/%00'],
    ['POST', '/users/authenticate', undefined],
  ];
  for (const [method, url, payload] of tries) {
    const res = await t.app.inject({ method: method as 'GET', url, ...(payload ? { payload } : {}) });
    console.log(method, url, res.statusCode, res.headers['content-type'], res.body.slice(0, 200));
  }
  const bad = await t.app.inject({
    method: 'POST',
    url: '/users/authenticate',
    headers: { 'content-type': 'application/json' },
    payload: '{bad',
  });
  console.log('badjson', bad.statusCode, bad.body);
  const ct = await t.app.inject({
    method: 'POST',
    url: '/users/authenticate',
    headers: { 'content-type': 'text/xml' },
    payload: '<a/>',
  });
  console.log('ct', ct.statusCode, ct.body);
  const long = await t.app.inject({ method: 'GET', url: '/api/v1/recipes/' + 'a'.repeat(600) });
  console.log('long', long.statusCode, long.body);
  const big = await t.app.inject({
    method: 'POST',
    url: '/api/v1/contact',
    headers: { 'content-type': 'application/json' },
    payload: '"' + 'a'.repeat(6 * 1024 * 1024) + '"',
  });
  console.log('big', big.statusCode, big.body);
});
