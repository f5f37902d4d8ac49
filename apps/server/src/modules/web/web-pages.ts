import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type * as ReactRouter from 'react-router';
import type { ServerBuild } from 'react-router';
import type { SiteLoadContext } from '@recipes/contracts';
import { apiPrefixes } from '../../http/api-paths.ts';
import { tagsOf } from '../cache/content-change.ts';
import { surrogateKeyHeaders } from '../edge-cache/surrogate-keys.ts';
import { createSiteReader } from '../recipes/site-reader.ts';
import { disconnectSignal, readRenderedPage, sendRenderedPage, toFetchRequest } from './fetch-bridge.ts';
import { createPageCache, isCacheable, sendCachedPage, toCachedPage, type CachedPage } from './page-cache.ts';
import { normalizedPageUrl, pageCacheKey } from './page-keys.ts';
import { readShared, storeShared } from './shared-pages.ts';
import { createSharedPageStore } from './shared-page-store.ts';
import { createPageRenderLimit } from './page-render-limit.ts';
import { createRenderGate } from './render-gate.ts';
import { registerStaticAssets } from './static-assets.ts';
import { loadDevServerBuild, startViteDevServer, useViteMiddleware } from './vite-dev.ts';
import { findWebRoot, webBuildPaths } from './web-paths.ts';

export interface WebPagesOptions {
  /** production: the built app (apps/web/build); development: Vite with hot reload. */
  mode: 'production' | 'development';
  /** apps/web; found by walking up from this file when not given. */
  webRoot?: string;
}

type ReactRouterModule = typeof ReactRouter;

/**
 * React Router exactly as the web build imports it. The server may hoist another copy, and
 * mixing copies breaks its `instanceof` checks (e.g. a loader's 404 turning into a 500).
 */
async function importWebReactRouter(webRoot: string): Promise<ReactRouterModule> {
  const entry = createRequire(path.join(webRoot, 'package.json')).resolve('react-router');
  return (await import(pathToFileURL(entry).href)) as ReactRouterModule;
}

async function importProductionBuild(webRoot: string): Promise<ServerBuild> {
  const { serverEntry } = webBuildPaths(webRoot);
  if (!existsSync(serverEntry)) {
    throw new Error(`The web app is not built (${serverEntry} is missing). Run: npm run build -w @recipes/web`);
  }
  return (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
}

export function isApiPath(url: string): boolean {
  return apiPrefixes.some((prefix) => url.startsWith(prefix));
}

/**
 * Serves the pages: every GET/HEAD/POST no other route claims goes to React Router's request
 * handler, with the site reader as load context. API paths keep their JSON 404.
 */
export async function registerWebPages(app: FastifyInstance, options: WebPagesOptions): Promise<void> {
  const webRoot = options.webRoot ?? findWebRoot();
  const openApiDocument = () => app.swagger();
  const publicUrl = app.services.deps.config.publicUrl;
  /** Load context for one render; `tags` collects the tags of everything its loaders read. */
  const loadContextFor = (tags: Set<string>) =>
    ({
      site: createSiteReader(app.services, openApiDocument, (read) => {
        for (const t of read) tags.add(t);
      }),
      publicUrl,
    }) satisfies SiteLoadContext;
  const { createRequestHandler } = await importWebReactRouter(webRoot);

  const vite = options.mode === 'development' ? await startViteDevServer(app, webRoot) : null;
  const handleRequest = vite
    ? createRequestHandler(loadDevServerBuild(vite), 'development')
    : createRequestHandler(await importProductionBuild(webRoot), 'production');
  if (!vite) await registerStaticAssets(app, webBuildPaths(webRoot).clientDir);
  // Pages are rendered once per change to what they show (production only: in development the
  // code itself changes under the cache).
  const { pageCacheMegabytes, pageRendersAtOnce, redisPrefix, redisUrl, rateLimits } = app.services.deps.config;
  const pageCache = vite ? null : createPageCache({ maxBytes: pageCacheMegabytes * 1024 * 1024 });
  // With Redis, pages rendered by any instance (or before a restart) are shared (decision 0017).
  const sharedVersions = app.services.changes.shared;
  // How long a render waits for change notices this instance has not heard yet (usually none).
  const catchUpMs = 200;
  const sharedPages =
    pageCache && sharedVersions
      ? createSharedPageStore({ shared: sharedVersions, keyPrefix: `${redisPrefix}pages:` })
      : null;
  if (pageCache) {
    const unsubscribe = app.services.changes.subscribe((notice) => pageCache.invalidate(tagsOf(notice)));
    app.addHook('onClose', async () => void unsubscribe());
  }

  const renderLimit = createPageRenderLimit({
    perMinute: rateLimits.pageRendersPerMinute,
    redisUrl,
    redisPrefix,
  });
  app.addHook('onClose', async () => renderLimit.close());

  // Production renders take turns with the event loop's other work (decision 0042).
  const renderGate = vite ? null : createRenderGate(pageRendersAtOnce);
  if (renderGate) app.metrics.watchRenderQueue(() => renderGate.load);

  /**
   * Renders under way, by cache key, with the cache clock when each began reading what it shows;
   * null while it waits for its turn (it has read nothing yet, so anyone may wait for it).
   */
  const inFlight = new Map<string, { readsAt: number | null; page: Promise<CachedPage | null> }>();

  await app.register(async (pages) => {
    // Page actions read the raw body themselves (forms, JSON); nothing is parsed here.
    pages.removeAllContentTypeParsers();
    pages.addContentTypeParser('*', (_request, _payload, done) => done(null));
    if (vite) await useViteMiddleware(pages, vite);

    const pageRoute: RouteOptions = {
      method: ['GET', 'POST'],
      url: '/*',
      schema: { hide: true },
      handler: async (request, reply) => {
        if (isApiPath(request.url)) return reply.callNotFound();
        // Pages and their data follow the language cookie, else the browser's languages; shared
        // caches must keep them apart.
        reply.header('Vary', 'Cookie, Accept-Language');
        const url = request.method === 'POST' ? request.url : normalizedPageUrl(request.url);
        const cacheKey = pageCache ? pageCacheKey(request, url) : null;
        const cached = cacheKey ? pageCache?.get(cacheKey) : undefined;
        if (cached) return sendCachedPage(request, reply, cached, 'hit');
        // A render of the same page that began after the last change: wait for it, not render again.
        const running = cacheKey ? inFlight.get(cacheKey) : undefined;
        if (running && (running.readsAt === null || running.readsAt === pageCache?.clock)) {
          const page = await running.page;
          if (page) return sendCachedPage(request, reply, page, 'hit');
        }
        const startedAt = pageCache?.clock ?? 0;
        let settle: (page: CachedPage | null) => void = () => {};
        let entry: { readsAt: number | null; page: Promise<CachedPage | null> } | undefined;
        if (cacheKey) {
          const page = new Promise<CachedPage | null>((resolve) => (settle = resolve));
          entry = { readsAt: startedAt, page };
          inFlight.set(cacheKey, entry);
          const done = () => {
            if (inFlight.get(cacheKey)?.page === page) inFlight.delete(cacheKey);
          };
          void page.then(done);
        }
        try {
          const shared = cacheKey && sharedPages ? await readShared(sharedPages, cacheKey, request.log) : null;
          if (shared?.found && pageCache && cacheKey) {
            pageCache.set(cacheKey, shared.page, shared.tags, startedAt);
            settle(shared.page);
            return sendCachedPage(request, reply, shared.page, 'shared');
          }
          if (await renderLimit.refused(request, reply)) return reply;
          // Rendered before this instance heard every change up to the sequence just read, the page
          // could show what such a change replaced, and stored at that sequence it would pass for
          // fresh everywhere: wait briefly for the notices, or render without sharing (decision 0040).
          const shareable =
            shared && sharedVersions ? await sharedVersions.heardUpTo(shared.sequence, catchUpMs) : false;
          const tags = new Set<string>();
          // Others may wait for this render: it goes on when this visitor leaves.
          const fetchRequest = toFetchRequest(request, cacheKey ? undefined : disconnectSignal(reply), url);
          // Development: read whole too, for the page policy's script hashes (Vite's inline preamble
          // among them); without one the strict policy of non-pages would block every script.
          if (vite) {
            const answer = await handleRequest(fetchRequest, loadContextFor(tags));
            return sendRenderedPage(request, reply, await readRenderedPage(answer));
          }
          if (entry) entry.readsAt = null;
          const leave = await renderGate!.enter();
          let page: CachedPage | null = null;
          let read: Awaited<ReturnType<typeof readRenderedPage>>;
          try {
            // The clock when this render reads its data: a change while it waited its turn is in it.
            const readAt = pageCache?.clock ?? 0;
            if (entry) entry.readsAt = readAt;
            read = await app.metrics.timeRender(async () =>
              readRenderedPage(await handleRequest(fetchRequest, loadContextFor(tags))),
            );
            if (pageCache && cacheKey && isCacheable(read)) {
              page = await toCachedPage(read, url);
              // Caches in front keep the page by the tags of what it shows (purged on write).
              page.headers.push(...surrogateKeyHeaders(tags));
              pageCache.set(cacheKey, page, tags, readAt);
            }
          } finally {
            leave();
          }
          if (page && cacheKey) {
            settle(page);
            if (sharedPages && shared && shareable) {
              storeShared(sharedPages, cacheKey, page, tags, shared.sequence, request.log);
            }
            return sendCachedPage(request, reply, page, 'miss');
          }
          return sendRenderedPage(request, reply, read);
        } catch (error) {
          if (vite && error instanceof Error) vite.ssrFixStacktrace(error);
          throw error;
        } finally {
          // Whatever did not end in a shareable page: those waiting render for themselves.
          settle(null);
        }
      },
    };
    pages.route(pageRoute);
    // A URL that cannot be routed (bad percent-encoding) still answers the site's error page.
    app.decorate('renderErrorPage', (request, reply) => pageRoute.handler.call(app, request, reply));
  });
}
