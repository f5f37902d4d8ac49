import type { FastifyReply, FastifyRequest } from 'fastify';
import { notModified, publicCacheControl, strongEtag } from '../cache/http-caching.ts';
import { createTaggedCache, type TaggedCache } from '../cache/tagged-cache.ts';
import { codingFor } from '../../http/content-coding.ts';
import type { RenderedPage } from './fetch-bridge.ts';
import { createGzipVariants, plainBody, storeBody, type StoredBody } from './page-variants.ts';

/** A rendered page as it left React Router: enough to answer the same request again. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** The body as Brotli (page-variants.ts): a hit sends these bytes as they are. */
  body: StoredBody;
  /** Strong validator of the HTML, computed once when the page was stored. */
  etag: string;
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * Rendered pages, least recently used first out. Pages render the same for every visitor of a
 * language (members' tokens live in the browser, never in a cookie), so language and normalized
 * URL identify a page (page-keys.ts). Each page is stored with the tags of what its loaders read,
 * and a change drops the pages sharing a tag with it (decision 0009).
 */
export type PageCache = TaggedCache<CachedPage>;

export function createPageCache({
  maxEntries = 100_000,
  maxBytes = 256 * 1024 * 1024,
}: PageCacheOptions = {}): PageCache {
  return createTaggedCache<CachedPage>({ maxEntries, maxWeight: maxBytes, sizeOf: pageWeight });
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

/** What an entry holds in memory: its compressed body, and a guess at the rest (headers, tags). */
const pageWeight = (page: CachedPage) => page.body.bytes.length + 1024;

export async function toCachedPage(page: RenderedPage, url: string): Promise<CachedPage> {
  const html = page.body ?? Buffer.alloc(0);
  const headers = [...page.headers].filter(
    ([name]) => name !== 'content-length' && name !== 'set-cookie' && name !== 'cache-control',
  );
  headers.push(['cache-control', cacheControlOf(url, page.headers.get('cache-control'))]);
  return { status: page.status, headers, body: storeBody(html), etag: strongEtag(html) };
}

/** Gzip copies for clients without Brotli, shared by every page of this process. */
const gzipVariants = createGzipVariants(16 * 1024 * 1024);

export function sendCachedPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  /** hit: this instance's memory; shared: Redis (another instance's render); miss: rendered now. */
  outcome: 'hit' | 'shared' | 'miss',
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
