import type { FastifyReply, FastifyRequest } from 'fastify';
import { notModified, publicCacheControl, strongEtag } from './http-caching.ts';
import { codingFor } from '../../http/content-coding.ts';
import type { RenderedPage } from '../web/fetch-bridge.ts';
import { createGzipVariants, plainBody, storeBody, type StoredBody } from './page-bodies.ts';

/** A rendered page as it left React Router: enough to answer the same request again (page-store.ts). */
export interface StoredPage {
  status: number;
  headers: [string, string][];
  /** The body as Brotli (page-bodies.ts): a hit sends these bytes as they are. */
  body: StoredBody;
  /** Strong validator of the HTML, computed once when the page was stored. */
  etag: string;
}

/** Only plain successful pages are shared; a Set-Cookie or a private answer belongs to one visitor. */
export function isCacheable(page: RenderedPage): boolean {
  if (page.status !== 200 || !page.body || page.headers.getSetCookie().length > 0) return false;
  const cacheControl = page.headers.get('cache-control') ?? '';
  return !/no-store|private|no-cache/i.test(cacheControl);
}

/**
 * How long others may keep a page. A document: briefly in shared caches (they cannot hear our
 * invalidations), always asked again by browsers. Loader data (`.data`, fetched by client-side
 * navigation and by revalidation after a member's own write) must never come stale from any
 * cache, so every cache asks again and mostly gets a 304. A route's own public policy
 * (sitemap, robots) stays.
 */
function cacheControlOf(url: string, own: string | null): string {
  if (own && /public/i.test(own)) return own;
  const path = url.split('?', 1)[0] ?? url;
  return path.endsWith('.data') ? 'public, no-cache' : publicCacheControl;
}

export function toStoredPage(page: RenderedPage, url: string): StoredPage {
  const html = page.body ?? Buffer.alloc(0);
  const headers = [...page.headers].filter(
    ([name]) => name !== 'content-length' && name !== 'set-cookie' && name !== 'cache-control',
  );
  headers.push(['cache-control', cacheControlOf(url, page.headers.get('cache-control'))]);
  return { status: page.status, headers, body: storeBody(html), etag: strongEtag(html) };
}

/** Gzip copies for clients without Brotli, shared by every page of this process. */
const gzipVariants = createGzipVariants(16 * 1024 * 1024);

/**
 * hit: read from the page store; miss: rendered now for this request; stale: the stored page of
 * the previous build, current in data, served while a render for this build is under way.
 */
export type PageOutcome = 'hit' | 'miss' | 'stale';

export function sendStoredPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: StoredPage,
  outcome: PageOutcome,
): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('X-Page-Cache', outcome);
  // Compressed once per page rather than by the compress plugin on every hit.
  const coding = page.body.coding === 'br' ? codingFor(request.headers['accept-encoding']) : null;
  reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  if (!coding) return notModified(request, reply, page.etag) ? reply.send() : reply.send(plainBody(page.body));
  reply.header('Content-Encoding', coding);
  // Each representation has its own strong validator.
  const etag = `${page.etag.slice(0, -1)}-${coding}"`;
  if (notModified(request, reply, etag)) return reply.send();
  return reply.send(coding === 'br' ? page.body.bytes : gzipVariants.of(etag, page.body));
}
