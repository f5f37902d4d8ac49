import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../test/api.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';

type Response = { description?: string; headers?: Record<string, unknown>; content?: Record<string, unknown> };
type Operation = { responses: Record<string, Response>; requestBody?: { content: Record<string, unknown> } };
type Document = { paths: Record<string, Record<string, Operation>> };

/**
 * Routes the document leaves out on purpose, each with why. HEAD routes are Fastify's automatic
 * twins of GET routes (same answer without a body). Pages (`/*`, GET and POST) and the files of
 * the browser build are not part of the API; the API-only app of this test does not register
 * them, and a hidden route that is not listed here fails the test.
 */
const leftOut: Record<string, string> = {
  'GET /*': 'the React Router pages (HTML), not the API',
  'POST /*': 'page form actions (HTML), not the API',
  'GET /metrics': 'Prometheus text format for operations, not JSON (README "Operations")',
};

const registered: { method: string; url: string; hidden: boolean }[] = [];
let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      onRoute: (route: RouteOptions) => {
        const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
        for (const method of [route.method].flat()) registered.push({ method, url: route.url, hidden });
      },
    },
  );
  doc = (await call(t.app, { method: 'GET', url: '/api/openapi.json' })).body as Document;
});
afterAll(async () => t.close());

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('lists every route the server registers, with a description of each response', () => {
    const routes = registered.filter((r) => r.method !== 'HEAD');
    expect(routes.length).toBeGreaterThan(50);
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('GET /media/:owner/:file');
    for (const { method, url, hidden } of routes) {
      const name = `${method} ${url}`;
      if (hidden) {
        expect(leftOut[name], `${name} is hidden without a reason`).toBeDefined();
        continue;
      }
      const operation = doc.paths[openApiPath(url)]?.[method.toLowerCase()];
      expect(operation, `${name} is missing`).toBeDefined();
      for (const [status, response] of Object.entries(operation!.responses)) {
        expect(response.description, `${name} ${status}`).toMatch(/\w/);
        expect(response.description, `${name} ${status}`).not.toBe('Default Response');
      }
    }
  });

  it('documents the headers the answers carry', () => {
    const headersOf = (path: string, method: string, status: string) =>
      Object.keys(doc.paths[path]![method]!.responses[status]!.headers ?? {});
    expect(headersOf('/api/v1/recipes/{id}', 'get', '200')).toEqual(
      expect.arrayContaining(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset', 'ETag', 'Cache-Control']),
    );
    expect(headersOf('/api/v1/recipes/{id}', 'get', '304')).toEqual(expect.arrayContaining(['ETag']));
    expect(headersOf('/users/authenticate', 'post', '429')).toEqual(expect.arrayContaining(['Retry-After']));
    expect(headersOf('/api/auth/google/start', 'get', '302')).toEqual(expect.arrayContaining(['Location']));
    // Photos are outside the hourly limit.
    expect(headersOf('/media/{owner}/{file}', 'get', '200')).toEqual(['ETag', 'Cache-Control']);
  });

  it('says which fields are e-mail addresses and how uploads are sent', () => {
    const json = JSON.stringify(doc.paths);
    const emails = json.match(/"email":\{[^}]*\}/g) ?? [];
    expect(emails.length).toBeGreaterThan(5);
    for (const email of emails) expect(email).toContain('"format":"email"');

    for (const [path, method] of [
      ['/api/v1/images/upload', 'post'],
      ['/users/me/avatar', 'post'],
      ['/api/v1/recipes/import', 'post'],
    ] as const) {
      const multipart = doc.paths[path]![method]!.requestBody?.content['multipart/form-data'];
      expect(multipart, path).toMatchObject({
        schema: { type: 'object', properties: { file: { type: 'string', format: 'binary' } }, required: ['file'] },
      });
    }
    expect(doc.paths['/api/v1/recipes/import']!.post!.requestBody?.content['application/json']).toBeDefined();
    expect(doc.paths['/media/{owner}/{file}']!.get!.responses['200']!.content).toEqual({
      'image/webp': { schema: { type: 'string', format: 'binary' } },
    });
  });
});
