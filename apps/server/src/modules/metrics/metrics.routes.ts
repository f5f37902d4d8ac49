import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from '../../http/errors.ts';
import { createSiteMetrics, type SiteMetrics } from './site-metrics.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: SiteMetrics;
  }
}

/** Kinds of page by path (after `.data` is taken off): a fixed set, so labels stay few. */
const pageKinds: [RegExp, string][] = [
  [/^\/(home)?$/, 'home'],
  [/^\/recipes(\/[^/]*)?$/, 'recipes'],
  [/^\/(recipe\/new|submit-recipe|recipe\/\d+(\/[^/]+)?\/edit)$/, 'editor'],
  [/^\/recipe\/\d+(\/[^/]*)?$/, 'recipe'],
  [/^\/members\/\d+(\/[^/]*)?$/, 'member'],
  [/^\/categories$/, 'categories'],
  [/^\/sitemap\.xml$/, 'sitemap'],
  [/^\/robots\.txt$/, 'robots'],
  [/^\/(about|privacy-policy|faq|terms|cookies|contact|api\/docs)$/, 'info'],
  [/^\/(login|register|auth\/callback)$/, 'sign-in'],
  [/^\/(profile|profile\/edit|my-recipes|shopping-list)$/, 'personal'],
  [/^\/(mail\/[^/]+|offline)$/, 'info'],
];

/** `page:recipe`, `data:recipes` (a `.data` request of client navigation), or `page:other`. */
export function pageKind(url: string): string {
  let path = url.split('?', 1)[0] ?? url;
  let kind = 'page';
  if (path.endsWith('.data')) {
    kind = 'data';
    path = path === '/_root.data' ? '/' : path.slice(0, -'.data'.length);
  }
  return `${kind}:${pageKinds.find(([pattern]) => pattern.test(path))?.[1] ?? 'other'}`;
}

/** The route label of a request: the API route's pattern, the kind of page, or `unmatched`. */
export function routeLabel(request: FastifyRequest): string {
  const pattern = request.routeOptions.url;
  if (!pattern) return 'unmatched';
  if (pattern === '/*') return pageKind(request.url);
  // The browser build's files are routes of their own, one per (hashed) file name.
  if (pattern.startsWith('/assets/')) return '/assets/*';
  return pattern;
}

const loopbackAddress = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * From this machine itself: the socket's peer is loopback and no proxy forwarded the request (a
 * reverse proxy on the same machine connects from loopback for every visitor, and says so).
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const peer = request.socket.remoteAddress ?? '';
  return loopbackAddress.test(peer) && !request.headers['x-forwarded-for'] && !request.headers.forwarded;
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (.+)$/i.exec(header ?? '')?.[1]?.trim();
  if (!given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface MetricsOptions {
  /** METRICS_TOKEN: with it, a scraper elsewhere sends `Authorization: Bearer <token>`. */
  token: string | undefined;
  /** Where the database pool is read (PostgreSQL), if there is one. */
  pool?: (() => { total: number; idle: number; waiting: number }) | undefined;
}

/**
 * GET /metrics in Prometheus text format, and the request counts and durations of every answer.
 * Registered on the app itself, outside the API's context: no rate limit, not in the OpenAPI
 * document (it is not JSON; the README describes it).
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const metrics = createSiteMetrics();
  app.decorate('metrics', metrics);
  if (options.pool) metrics.watchPool(options.pool);
  app.addHook('onClose', async () => metrics.close());
  app.addHook('onResponse', async (request, reply) => {
    metrics.request(request.method, routeLabel(request), reply.statusCode, reply.elapsedTime / 1000);
    const outcome = reply.getHeader('x-page-cache');
    if (outcome === 'hit' || outcome === 'stale' || outcome === 'miss') metrics.pageOutcome(outcome);
  });
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    const allowed =
      fromLoopback(request) || (options.token && bearerMatches(request.headers.authorization, options.token));
    if (!allowed) {
      // With a token set, whoever has none (or a wrong one) may still get in with the right one.
      const code = options.token ? 'UNAUTHENTICATED' : 'FORBIDDEN';
      if (options.token) reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      return reply
        .code(code === 'FORBIDDEN' ? 403 : 401)
        .header('Cache-Control', 'no-store')
        .send(errorBody(request.language, code));
    }
    return reply
      .header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .send(metrics.scrape());
  });
}
