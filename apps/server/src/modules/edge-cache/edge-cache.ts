import type { FastifyInstance } from 'fastify';
import { publicCacheControl } from '../freshness/http-caching.ts';
import { purgeOnWrite, type PurgeOnWrite } from './purge-on-write.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Purges of the caches in front on every change notice; null without PURGE_URLS. */
    edgePurges: PurgeOnWrite | null;
  }
}

/**
 * With PURGE_URLS, what a cache in front holds is purged on every write, so it may keep an
 * anonymous answer for hours instead of the 30 seconds of publicCacheControl. Browsers still
 * ask every time (max-age=0) and mostly get a 304.
 */
export const purgedCacheControl = 'public, max-age=0, s-maxage=21600, stale-while-revalidate=30';

const isShared = (cacheControl: string) => /(^|,)\s*public\b/i.test(cacheControl);

/**
 * Surrogate-Key and Cache-Tag on shared answers only (a page or API answer that set them, with
 * Cache-Control public, no Set-Cookie, no credentials); PURGE on write to PURGE_URLS.
 * Registered after the API's caching hook, which decides public or private.
 */
export function registerEdgeCache(app: FastifyInstance, purgeUrls: readonly string[]): void {
  const purges =
    purgeUrls.length > 0 ? purgeOnWrite({ urls: purgeUrls, changes: app.services.changes, log: app.log }) : null;
  app.decorate('edgePurges', purges);
  if (purges) app.addHook('onClose', async () => purges.stop());
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('surrogate-key')) return payload;
    const cacheControl = String(reply.getHeader('cache-control') ?? '');
    if (!isShared(cacheControl) || request.headers.authorization || reply.hasHeader('set-cookie')) {
      // One member's answer: nothing a shared cache keeps, so nothing to purge it by.
      reply.removeHeader('surrogate-key');
      reply.removeHeader('cache-tag');
      return payload;
    }
    if (purges && cacheControl === publicCacheControl) reply.header('Cache-Control', purgedCacheControl);
    return payload;
  });
}
