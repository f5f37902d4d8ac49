import type { FastifyReply, FastifyRequest } from 'fastify';
import { notModified, publicCacheControl, strongEtag } from '../cache/http-caching.ts';
import { createTaggedCache, type TaggedCache } from '../cache/tagged-cache.ts';
import { codingFor, compressFrom, compressors, type ContentCoding } from '../../http/content-coding.ts';

/** A rendered page as it left React Router: enough to answer the same request again. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** Kept as bytes: a hit then writes them as they are, with no string encoding per request. */
  body: Buffer;
  /** Strong validator of `body`, computed once when the page was stored. */
  etag: string;
  /** The body compressed, made on the first request that accepts each encoding, then reused. */
  encoded?: Partial<Record<ContentCoding, Buffer>>;
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
  return createTaggedCache<CachedPage>({ maxEntries, maxWeight: maxBytes, sizeOf: (page) => page.body.length });
}

/** Only plain successful pages are shared; a Set-Cookie or a private answer belongs to one visitor. */
export function isCacheable(response: Response): boolean {
  if (response.status !== 200 || response.headers.getSetCookie().length > 0) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
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

export async function toCachedPage(response: Response, url: string): Promise<CachedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(
    ([name]) => name !== 'content-length' && name !== 'set-cookie' && name !== 'cache-control',
  );
  headers.push(['cache-control', cacheControlOf(url, response.headers.get('cache-control'))]);
  return { status: response.status, headers, body, etag: strongEtag(body) };
}

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
  const coding = page.body.length >= compressFrom ? codingFor(request.headers['accept-encoding']) : null;
  reply.header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
  if (!coding) return notModified(request, reply, page.etag) ? reply.send() : reply.send(page.body);
  reply.header('Content-Encoding', coding);
  // Each representation has its own strong validator.
  if (notModified(request, reply, `${page.etag.slice(0, -1)}-${coding}"`)) return reply.send();
  const encoded = (page.encoded ??= {});
  return reply.send((encoded[coding] ??= compressors[coding](page.body)));
}
