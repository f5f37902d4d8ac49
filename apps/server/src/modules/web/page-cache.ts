import type { FastifyReply, FastifyRequest } from 'fastify';

/** The web app's language cookie (apps/web/app/i18n/request-language.ts); pages render by it. */
const languageCookieName = 'lang';

/** A rendered page as it left React Router: enough to answer the same request again. */
export interface CachedPage {
  status: number;
  headers: [string, string][];
  /** Kept as bytes: a hit then writes them as they are, with no string encoding per request. */
  body: Buffer;
}

export interface PageCacheOptions {
  maxEntries?: number;
  maxBytes?: number;
}

/**
 * Rendered pages for anonymous visitors, least recently used first out. Pages render the same
 * for every anonymous visitor of a language (members' tokens live in the browser, never in a
 * cookie), so path, query and language cookie identify a page. Any change to public content
 * clears everything: simpler than tracking which pages show which recipe, and still correct.
 */
export interface PageCache {
  get(key: string): CachedPage | undefined;
  /** Stores unless the cache was cleared since `generation` was read (the render may be stale). */
  set(key: string, page: CachedPage, generation: number): void;
  clear(): void;
  /** Bumped by every clear; a render started before a clear must not be stored after it. */
  readonly generation: number;
  readonly size: number;
  readonly bytes: number;
}

export function createPageCache({ maxEntries = 2000, maxBytes = 64 * 1024 * 1024 }: PageCacheOptions = {}): PageCache {
  const pages = new Map<string, CachedPage>();
  let bytes = 0;
  let generation = 0;

  const evict = (key: string) => {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    bytes -= page.body.length;
  };

  return {
    get(key) {
      const page = pages.get(key);
      if (!page) return undefined;
      // Re-inserting moves the page to the young end of the Map's insertion order.
      pages.delete(key);
      pages.set(key, page);
      return page;
    },
    set(key, page, startedAt) {
      if (startedAt !== generation || page.body.length > maxBytes) return;
      evict(key);
      pages.set(key, page);
      bytes += page.body.length;
      for (const oldest of pages.keys()) {
        if (pages.size <= maxEntries && bytes <= maxBytes) break;
        evict(oldest);
      }
    },
    clear() {
      pages.clear();
      bytes = 0;
      generation++;
    },
    get generation() {
      return generation;
    },
    get size() {
      return pages.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

function cookieValue(header: string | undefined, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return '';
}

/**
 * The cache key of a request, or null when its answer must not come from (or go to) the cache:
 * anything but GET, and requests carrying credentials.
 */
export function pageCacheKey(request: FastifyRequest): string | null {
  if (request.method !== 'GET' || request.headers.authorization) return null;
  return `${cookieValue(request.headers.cookie, languageCookieName)}\n${request.url}`;
}

/** Only plain successful pages are shared; a Set-Cookie or a private answer belongs to one visitor. */
export function isCacheable(response: Response): boolean {
  if (response.status !== 200 || response.headers.getSetCookie().length > 0) return false;
  const cacheControl = response.headers.get('cache-control') ?? '';
  return !/no-store|private/i.test(cacheControl);
}

export async function toCachedPage(response: Response): Promise<CachedPage> {
  const body = Buffer.from(await response.arrayBuffer());
  const headers = [...response.headers].filter(([name]) => name !== 'content-length' && name !== 'set-cookie');
  return { status: response.status, headers, body };
}

export function sendCachedPage(reply: FastifyReply, page: CachedPage, outcome: 'hit' | 'miss'): FastifyReply {
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('X-Page-Cache', outcome);
  return reply.send(page.body);
}
