import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { notModified, publicCacheControl, strongEtag } from '../cache/http-caching.ts';
import { createTaggedCache, type TaggedCache } from '../cache/tagged-cache.ts';

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

type ContentCoding = 'br' | 'gzip';
/** Below this, compressing saves less than it costs (the compress plugin's own threshold). */
const compressFrom = 1024;

/** The coding to send: Brotli when accepted, else gzip, else none; `;q=0` refuses a coding. */
function codingFor(acceptEncoding: string | undefined): ContentCoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    if (name && (!quality || Number(quality.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

const compressors: Record<ContentCoding, (body: Buffer) => Buffer> = {
  // Once per cached page, so a little more effort than the per-request plugin's quality 4.
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }),
  gzip: (body) => zlib.gzipSync(body),
};

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
