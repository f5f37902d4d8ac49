import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendFetchResponse, toFetchRequest } from './fetch-bridge.ts';

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

  it('sends status, every Set-Cookie apart and the streamed body', async () => {
    const app = bridgeApp();
    app.get('/page', async (request, reply) => {
      const headers = new Headers({ 'content-type': 'text/plain', 'x-extra': 'yes' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return sendFetchResponse(request, reply, new Response('streamed body', { status: 201, headers }));
    });
    const res = await app.inject({ method: 'GET', url: '/page' });
    expect(res.statusCode).toBe(201);
    expect(res.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.headers['x-extra']).toBe('yes');
    expect(res.body).toBe('streamed body');
  });

  it('passes redirects on without a body', async () => {
    const app = bridgeApp();
    app.get('/old', async (request, reply) =>
      sendFetchResponse(request, reply, new Response(null, { status: 302, headers: { location: '/new' } })),
    );
    const res = await app.inject({ method: 'GET', url: '/old' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/new');
  });
});
