import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pageContentSecurityPolicy } from '../../http/security-headers.ts';

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

/** A production answer of React Router, read whole: what the page cache keeps or the client gets. */
export interface RenderedPage {
  status: number;
  headers: Headers;
  body: Buffer | null;
}

/**
 * Reads an answer whole, once, as bytes, and gives an HTML page its Content-Security-Policy.
 * Whole, because the hashes must cover every inline script the stream would have carried (and
 * cacheable pages are read whole for the cache anyway); as bytes, because they are what the
 * cache compresses and hashes: the HTML is decoded once, for the script hashes, never encoded again.
 */
export async function readRenderedPage(response: Response): Promise<RenderedPage> {
  const headers = new Headers(response.headers);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  if ((headers.get('content-type') ?? '').includes('text/html')) {
    headers.set('Content-Security-Policy', pageContentSecurityPolicy(body?.toString('utf8') ?? ''));
  }
  headers.delete('content-length');
  return { status: response.status, headers, body };
}

/** Sends a page read whole: status, every header (each Set-Cookie apart) and its bytes. */
export function sendRenderedPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage): FastifyReply {
  sendHeaders(reply, page.status, page.headers);
  if (!page.body || request.method === 'HEAD') return reply.send();
  return reply.send(page.body);
}

function sendHeaders(reply: FastifyReply, status: number, headers: Headers): void {
  reply.status(status);
  for (const [name, value] of headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}

/** An AbortSignal that fires when the client disconnects before the answer is complete. */
export function disconnectSignal(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  return controller.signal;
}
