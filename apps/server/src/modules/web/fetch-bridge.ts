import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The Fastify request as a Fetch `Request` for React Router. The body (form posts to route
 * actions) is passed on as a stream; the signal aborts rendering when the client goes away.
 * `path` replaces the request's path and query (a page URL without parameters it does not read).
 */
export function toFetchRequest(
  request: FastifyRequest,
  signal: AbortSignal | undefined,
  path: string = request.url,
): Request {
  const url = new URL(path, `${request.protocol}://${request.host}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  // HEAD renders the GET page: the same bytes go into the page cache; Fastify sends no body.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const init: RequestInit & { duplex?: 'half' } = { method, headers, ...(signal ? { signal } : {}) };
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = Readable.toWeb(request.raw) as unknown as RequestInit['body'];
    init.duplex = 'half';
  }
  return new Request(url, init);
}

/** Sends a Fetch `Response` through Fastify: status, every header (each Set-Cookie apart) and the streamed body. */
export function sendFetchResponse(request: FastifyRequest, reply: FastifyReply, response: Response): FastifyReply {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (!response.body || request.method === 'HEAD') return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
}

/** An AbortSignal that fires when the client disconnects before the answer is complete. */
export function disconnectSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
