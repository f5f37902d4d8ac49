import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { languages, type Language } from '@recipes/contracts';
import { message } from '../../http/messages.ts';
import { createAttemptLimiter } from '../accounts/attempt-limiter.ts';

/**
 * Rendering a page costs far more than serving it from the page cache, so renders (every answer
 * that is not a cache hit) are counted per client address in a one-minute window, in Redis when
 * several instances share it. Cache hits are never counted.
 */
export interface PageRenderLimit {
  /** Counts one render; when over the limit, answers the 429 page and returns true. */
  refused(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
  close(): Promise<void>;
}

export interface PageRenderLimitOptions {
  perMinute: number;
  redisUrl?: string | undefined;
  /** REDIS_PREFIX: the site's keys in a shared Redis. */
  redisPrefix: string;
}

export function createPageRenderLimit({ perMinute, redisUrl, redisPrefix }: PageRenderLimitOptions): PageRenderLimit {
  const limiter = createAttemptLimiter({ redisUrl, keyPrefix: `${redisPrefix}page-renders:` });
  return {
    async refused(request, reply) {
      const { count, resetInMs } = await limiter.hit(request.ip, 60_000);
      if (count <= perMinute) return false;
      const language = pageLanguage(request);
      await reply
        .code(429)
        .header('Retry-After', String(Math.max(1, Math.ceil(resetInMs / 1000))))
        .header('Cache-Control', 'no-store')
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Content-Security-Policy', tooManyPagesPolicy)
        .send(tooManyPagesHtml(language));
      return true;
    },
    close: () => limiter.close(),
  };
}

/** The page language as the web app reads it: `?lang=`, then the `lang` cookie, else English. */
function pageLanguage(request: FastifyRequest): Language {
  const isLanguage = (value: string | undefined | null): value is Language =>
    !!value && (languages as readonly string[]).includes(value);
  const fromQuery = new URLSearchParams(request.url.split('?')[1] ?? '').get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = /(?:^|;\s*)lang=([a-z]{2})(?:;|$)/.exec(request.headers.cookie ?? '')?.[1];
  return isLanguage(fromCookie) ? fromCookie : 'en';
}

const style =
  'body{font-family:system-ui,sans-serif;margin:0;padding:3rem 1rem;color:#2b2622;background:#fbf8f4}' +
  'main{max-width:32rem;margin:0 auto}a{color:#a8401c}';
/** Nothing runs on this page; its one inline style is allowed by hash. */
const tooManyPagesPolicy =
  `default-src 'none'; style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'; ` +
  "img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/** A page of its own rather than a React render: rendering is what is being limited. */
function tooManyPagesHtml(language: Language): string {
  const title = message(language, 'RATE_LIMITED');
  return (
    `<!DOCTYPE html><html lang="${language}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${title}</title><link rel="icon" href="/favicon.svg" type="image/svg+xml"><style>${style}</style></head>` +
    `<body><main><h1>${title}</h1><p>${message(language, 'TOO_MANY_PAGES')}</p>` +
    `<p><a href="/">${message(language, 'HOME_LINK')}</a></p></main></body></html>`
  );
}
