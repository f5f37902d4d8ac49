import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { readRenderedPage, sendRenderedPage, toFetchRequest } from './fetch-bridge.ts';

function bridgeApp() {
  const app = Fastify({ logger: false });
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  return app;
}

describe('fetch bridge', () => {
  it('passes method, URL, headers and the raw body on', async () => {
    const app = bridgeApp();
    app.post('/echo', async (request, reply) => {
      const fetchRequest = toFetchRequest(request, new AbortController().signal);
      const echoed = {
        method: fetchRequest.method,
        url: fetchRequest.url,
        cookie: fetchRequest.headers.get('cookie'),
        body: await fetchRequest.text(),
      };
      return reply.send(echoed);
    });
    const res = await app.inject({
      method: 'POST',
      url: '/echo?x=1',
      headers: { host: 'example.test', cookie: 'lang=de', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Ph%E1%BB%9F&rating=5',
    });
    expect(res.json()).toEqual({
      method: 'POST',
      url: 'http://example.test/echo?x=1',
      cookie: 'lang=de',
      body: 'name=Ph%E1%BB%9F&rating=5',
    });
  });

  it('sends status, every Set-Cookie apart and the body of an answer read whole', async () => {
    const app = bridgeApp();
    app.get('/page', async (request, reply) => {
      const headers = new Headers({ 'content-type': 'text/plain', 'x-extra': 'yes' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      const answer = new Response('whole body', { status: 201, headers });
      return sendRenderedPage(request, reply, await readRenderedPage(answer));
    });
    const res = await app.inject({ method: 'GET', url: '/page' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.headers['x-extra']).toBe('yes');
    expect(res.body).toBe('whole body');
  });

  it('passes redirects on without a body', async () => {
    const app = bridgeApp();
    app.get('/old', async (request, reply) => {
      const answer = new Response(null, { status: 302, headers: { location: '/new' } });
      return sendRenderedPage(request, reply, await readRenderedPage(answer));
    });
    const res = await app.inject({ method: 'GET', url: '/old' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/new');
  });

  it('reads a rendered page whole: HTML gets the policy of its own inline scripts, other answers none', async () => {
    const { createHash } = await import('node:crypto');
    const html =
      '<!DOCTYPE html><p>Phở</p><script>window.x = "ở";</script><script type="application/ld+json">{}</script>';
    const page = await readRenderedPage(
      new Response(html, { headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '1' } }),
    );
    const hash = createHash('sha256').update('window.x = "ở";', 'utf8').digest('base64');
    expect(page.body?.toString('utf8')).toBe(html);
    expect(page.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(page.headers.has('content-length')).toBe(false);
    const data = await readRenderedPage(new Response('[1]', { headers: { 'content-type': 'text/x-script' } }));
    expect(data.headers.has('content-security-policy')).toBe(false);
    expect(data.body?.toString()).toBe('[1]');
  });

  it('sends a page read whole with its status, Set-Cookies and bytes, and no body to HEAD', async () => {
    const app = bridgeApp();
    app.get('/read', async (request, reply) => {
      const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return sendRenderedPage(
        request,
        reply,
        await readRenderedPage(new Response('<p>read</p>', { status: 404, headers })),
      );
    });
    const res = await app.inject({ method: 'GET', url: '/read' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.body).toBe('<p>read</p>');
    const head = await app.inject({ method: 'HEAD', url: '/read' });
    expect(head.statusCode).toBe(404);
    expect(head.body).toBe('');
  });
});
