import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { expectErrorBody } from '../../test/expect-error-body.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('kitchen preferences', () => {
  it('keeps the member’s unit system, null by default', async () => {
    const cook = await signUp(t.app);
    const url = '/api/v1/kitchen/preferences';
    expect((await call(t.app, { method: 'GET', url, headers: cook.headers })).body).toEqual({ unitSystem: null });
    const put = await call(t.app, { method: 'PUT', url, headers: cook.headers, payload: { unitSystem: 'us' } });
    expect(put.body).toEqual({ unitSystem: 'us' });
    expect((await call(t.app, { method: 'GET', url, headers: cook.headers })).body).toEqual({ unitSystem: 'us' });
    expectErrorBody(
      await call(t.app, { method: 'PUT', url, headers: cook.headers, payload: { unitSystem: 'imperial' } }),
      400,
      'VALIDATION_FAILED',
    );
    expectErrorBody(await call(t.app, { method: 'GET', url }), 401, 'UNAUTHENTICATED');
  });
});
