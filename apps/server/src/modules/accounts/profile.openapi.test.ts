import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Operation = Record<string, unknown> & { responses: Record<string, unknown> };

describe('the OpenAPI document covers sign-in providers, profile, favorites and members', () => {
  it('lists each endpoint with its tag, answers and security', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/openapi.json' });
    expect(res.status).toBe(200);
    const doc = res.body as { paths: Record<string, Record<string, Operation>> };
    const expectations: [string, string, string, string[], boolean][] = [
      ['/api/auth/providers', 'get', 'accounts', ['200'], false],
      ['/api/auth/google/start', 'get', 'accounts', ['302', '400', '429'], false],
      ['/api/auth/google/callback', 'get', 'accounts', ['302', '400', '429'], false],
      ['/api/auth/ticket', 'post', 'accounts', ['200', '400', '401', '429'], false],
      ['/users/me', 'patch', 'profile', ['200', '400', '401', '409'], true],
      ['/users/me', 'delete', 'profile', ['204', '400', '401', '403', '429'], true],
      ['/users/me/password', 'put', 'profile', ['204', '400', '401', '403', '429'], true],
      ['/users/me/avatar', 'post', 'profile', ['200', '400', '401', '413', '415'], true],
      ['/users/me/export', 'get', 'profile', ['200', '401'], true],
      ['/users/me/sign-in-methods', 'get', 'profile', ['200', '401'], true],
      ['/api/v1/favorites', 'get', 'favorites', ['200', '400', '401'], true],
      ['/api/v1/favorites/ids', 'get', 'favorites', ['200', '401'], true],
      ['/api/v1/favorites/{recipeId}', 'put', 'favorites', ['200', '201', '400', '401', '404'], true],
      ['/api/v1/favorites/{recipeId}', 'delete', 'favorites', ['200', '400', '401'], true],
      ['/api/v1/members/{id}', 'get', 'members', ['200', '400', '404'], false],
      ['/api/v1/members/{id}/follow', 'put', 'members', ['200', '201', '400', '401', '404'], true],
      ['/api/v1/members/{id}/follow', 'delete', 'members', ['200', '400', '401', '404'], true],
      ['/api/v1/members/{id}/followers', 'get', 'members', ['200', '400', '404'], false],
      ['/api/v1/members/{id}/following', 'get', 'members', ['200', '400', '404'], false],
    ];
    for (const [path, method, tag, statuses, secured] of expectations) {
      const operation = doc.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      expect(operation!.tags).toEqual([tag]);
      expect(typeof operation!.summary).toBe('string');
      // A read that can answer 200 can answer 304 to a matching If-None-Match (the shared caching hook).
      const expected = method === 'get' && statuses.includes('200') ? [...statuses, '304'] : statuses;
      expect(Object.keys(operation!.responses).sort(), `${method} ${path}`).toEqual(expected.sort());
      if (secured) expect(operation!.security).toEqual([{ bearerAuth: [] }]);
      else expect(operation!.security).toBeUndefined();
    }
    const facebook = JSON.stringify(doc.paths['/api/auth/facebook']?.post?.requestBody);
    for (const field of ['facebookToken', 'code', 'redirectUri']) expect(facebook).toContain(field);
  });
});
