import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { codingFor, compressFrom, compressors, encodeOnce } from '../../http/content-coding.ts';

/**
 * HTTP caching of public answers (CONTRACT.md "Pages", decision 0009): a strong ETag from the
 * bytes, 304 to a matching If-None-Match, and Cache-Control saying who may keep an answer and
 * for how long. Shared caches (a CDN, nginx) cannot hear our invalidations, so they keep an
 * answer only briefly; browsers always ask again (max-age=0) and mostly get a 304.
 */
export const publicCacheControl = 'public, max-age=0, s-maxage=30, stale-while-revalidate=30';
/** Answers for one member: their browser may keep them, after asking again; no shared cache may. */
export const privateCacheControl = 'private, no-cache';

/** A strong validator of these bytes (and of anything else the answer sends, like a total). */
export function strongEtag(body: Buffer | string, ...extra: string[]): string {
  const hash = createHash('sha1').update(body);
  for (const part of extra) hash.update('\0').update(part);
  return `"${hash.digest('base64url')}"`;
}

/** If-None-Match holds `etag` (or `*`); weak forms match too, as RFC 9110 asks for GET. */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}

/** Answers 304 without a body when the client holds these bytes already; true if it did. */
export function notModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('ETag', etag);
  if (!etagMatches(request.headers['if-none-match'], etag)) return false;
  reply.code(304);
  return true;
}

/** A 304 with no body at all; a route's response schema would serialise its null as "null". */
export function sendNotModified(reply: FastifyReply): FastifyReply {
  return reply.code(304).send();
}

const isCacheableRead = (request: FastifyRequest, reply: FastifyReply) =>
  (request.method === 'GET' || request.method === 'HEAD') && reply.statusCode === 200;

/**
 * For API answers (paths for which `isApi` holds): read answers get an ETag (the route's own,
 * computed once when it cached the bytes, else one from the payload), a 304 when the client
 * has them, and Cache-Control: public without credentials, private with them. Registered
 * before compression, so it sees the bytes as they were built.
 */
export function registerApiHttpCaching(app: FastifyInstance, isApi: (url: string) => boolean): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!isApi(request.url)) return payload;
    if (!isCacheableRead(request, reply)) {
      if (request.method === 'GET' && !reply.hasHeader('cache-control')) reply.header('Cache-Control', 'no-store');
      return payload;
    }
    if (!reply.hasHeader('cache-control')) {
      reply.header('Cache-Control', request.headers.authorization ? privateCacheControl : publicCacheControl);
    }
    // Answers differ by language (names, messages) and by who asks (drafts, own lists).
    reply.header('Vary', 'Accept-Language, Authorization');
    let etag = reply.getHeader('etag');
    // The route's own ETag means the payload is cached bytes, sent again and again as they are.
    const reused = typeof etag === 'string' && Buffer.isBuffer(payload) ? payload : null;
    const body = typeof payload === 'string' ? Buffer.from(payload) : Buffer.isBuffer(payload) ? payload : null;
    if (typeof etag !== 'string') {
      if (!body) return payload;
      // A list's total travels in a header: the same items with another total are another answer.
      etag = strongEtag(body, String(reply.getHeader('x-total-count') ?? ''));
      reply.header('ETag', etag);
    }
    const coding = body && body.length >= compressFrom ? codingFor(request.headers['accept-encoding']) : null;
    if (coding) {
      // Each representation has its own strong validator, as cached pages have.
      etag = `${etag.slice(0, -1)}-${coding}"`;
      reply.header('ETag', etag);
      reply.header('Vary', 'Accept-Language, Authorization, Accept-Encoding');
    }
    if (etagMatches(request.headers['if-none-match'], etag)) {
      reply.code(304);
      return '';
    }
    if (!body || !coding) return payload;
    // Compressed here, not by the compress plugin (it leaves an answer that already has a
    // Content-Encoding alone), so the validator can name the coding; a cached answer once only.
    reply.header('Content-Encoding', coding);
    return reused ? encodeOnce(reused, coding) : compressors[coding](body);
  });
}
