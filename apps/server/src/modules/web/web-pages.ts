import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, RouteOptions } from 'fastify';
import type * as ReactRouter from 'react-router';
import type { ServerBuild } from 'react-router';
import type { SiteLoadContext } from '@recipes/contracts';
import { apiPrefixes } from '../../http/api-paths.ts';
import { createPageStore } from '../freshness/page-store.ts';
import { createRenderWatch } from '../freshness/render-watch.ts';
import { sendStoredPage, type StoredPage } from '../freshness/stored-page.ts';
import { createSiteReader } from '../recipes/site-reader.ts';
import { createBackgroundRenders, type BackgroundRenders } from './background-renders.ts';
import { disconnectSignal, readRenderedPage, sendRenderedPage, toFetchRequest } from './fetch-bridge.ts';
import { normalizedPageUrl, pageCacheKey } from './page-keys.ts';
import { createPageRenderer, type PageRenderer } from './page-renderer.ts';
import { createPageRenderLimit } from './page-render-limit.ts';
import { createRenderGate } from './render-gate.ts';
import { createVisitCounts } from './visit-counts.ts';
import { watchLoopDelay } from './loop-delay.ts';
import { registerKeptAssets, registerStaticAssets } from './static-assets.ts';
import { loadDevServerBuild, startViteDevServer, useViteMiddleware } from './vite-dev.ts';
import { findWebRoot, webBuildPaths } from './web-paths.ts';

export interface WebPagesOptions {
  /** production: the built app (apps/web/build); development: Vite with hot reload. */
  mode: 'production' | 'development';
  /** apps/web; found by walking up from this file when not given. */
  webRoot?: string;
  /** The build pages are stored for; the web build's manifest version unless given (tests). */
  buildId?: string;
  /** How long a page a change made stale waits before its background render (default 1 s). */
  settleMs?: number;
}

/** The rendered-page store at work in this process (production only): health and tests read it. */
export interface PageWork {
  buildId: string;
  renderer: PageRenderer;
  background: BackgroundRenders;
}

declare module 'fastify' {
  interface FastifyInstance {
    pageWork: PageWork | null;
  }
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
  const build = vite ? null : await importProductionBuild(webRoot);
  const handleRequest = vite
    ? createRequestHandler(loadDevServerBuild(vite), 'development')
    : createRequestHandler(build!, 'production');
  if (!vite) {
    const { clientDir } = webBuildPaths(webRoot);
    await registerStaticAssets(app, clientDir);
    await registerKeptAssets(app, clientDir, path.join(app.services.deps.config.dataDir, 'kept-assets'));
  }
  const { pageRendersAtOnce, redisPrefix, redisUrl, rateLimits, renderAhead } = app.services.deps.config;

  const renderLimit = createPageRenderLimit({
    perMinute: rateLimits.pageRendersPerMinute,
    redisUrl,
    redisPrefix,
  });
  app.addHook('onClose', async () => renderLimit.close());

  // Production renders take turns with the event loop's other work (decision 0042).
  const renderGate = createRenderGate(pageRendersAtOnce);
  app.metrics.watchRenderQueue(() => renderGate.load);

  // Production: pages are rendered when what they show changes and kept in the page store
  // (decision 0051); a request for a stored, current page is one read. Development renders each
  // request (the code itself changes under it).
  const changes = app.services.changes;
  const store = build ? createPageStore(app.services.deps.db) : null;
  const watch = build ? createRenderWatch(changes) : null;
  const buildId = options.buildId ?? build?.assets.version ?? '';
  const renderer =
    store && watch
      ? createPageRenderer({
          handle: (request, tags) => handleRequest(request, loadContextFor(tags)),
          timeRender: app.metrics.timeRender,
          gate: renderGate,
          store,
          watch,
          shared: changes.shared,
          buildId,
          log: app.log,
        })
      : null;
  /** Visitor requests being answered now: background renders wait for them, and for a busy event loop. */
  let serving = 0;
  const loopDelay = watchLoopDelay();
  app.addHook('onClose', async () => loopDelay.stop());
  const background =
    store && renderer
      ? createBackgroundRenders({
          db: app.services.deps.db,
          store,
          renderer,
          changes,
          buildId,
          publicUrl,
          log: app.log,
          ahead: renderAhead,
          ...(options.settleMs === undefined ? {} : { settleMs: options.settleMs }),
          busy: () => serving > 0 || renderGate.load.waiting > 0 || loopDelay.high(),
        })
      : null;
  const visits = store ? createVisitCounts(store, app.log) : null;
  app.decorate('pageWork', renderer && background ? { buildId, renderer, background } : null);
  if (background) {
    app.addHook('onReady', async () => background.start());
    app.addHook('onClose', async () => {
      await background.close();
      watch?.close();
      await visits?.close();
    });
  }

  /** Renders under way, by page key, with what changed since each began: a quiet one may be waited for. */
  const inFlight = new Map<
    string,
    { seen: ReturnType<NonNullable<typeof watch>['watch']>; page: Promise<StoredPage | null> }
  >();

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
        // Development: read whole too, for the page policy's script hashes (Vite's inline preamble
        // among them); without one the strict policy of non-pages would block every script.
        if (vite) {
          try {
            const answer = await handleRequest(
              toFetchRequest(request, disconnectSignal(reply), url),
              loadContextFor(new Set()),
            );
            return sendRenderedPage(request, reply, await readRenderedPage(answer));
          } catch (error) {
            if (error instanceof Error) vite.ssrFixStacktrace(error);
            throw error;
          }
        }
        const key = pageCacheKey(request, url);
        if (!key || !store || !renderer || !watch) {
          if (await renderLimit.refused(request, reply)) return reply;
          const leave = await renderGate.enter();
          try {
            const answer = await handleRequest(
              toFetchRequest(request, disconnectSignal(reply), url),
              loadContextFor(new Set()),
            );
            return sendRenderedPage(request, reply, await readRenderedPage(answer));
          } finally {
            leave();
          }
        }
        serving++;
        try {
          const name = { key, language: key.slice(0, key.indexOf('\n')), url };
          let row = await store.read(key);
          // A change this instance heard since the render began: once its marking is in the
          // store, the row says stale and gives the generation a render is stored at.
          if (row && !row.stale && watch.heardSince(row.tags, row.renderedAt)) {
            await background?.marked();
            row = await store.read(key);
          }
          // Current: no change named it since its render began, here or anywhere (the row says).
          if (row && !row.stale && !watch.heardSince(row.tags, row.renderedAt)) {
            visits?.count(key);
            if (row.buildId === buildId) return sendStoredPage(request, reply, row.page, 'hit');
            // Rendered by the previous build: served (its assets stay, static-assets.ts) while
            // this build's render is made in the background.
            background?.soon(key);
            return sendStoredPage(request, reply, row.page, 'stale');
          }
          // A render of the same page under way since which nothing changed: wait for it.
          const running = inFlight.get(key);
          if (running?.seen.quiet) {
            const page = await running.page;
            if (page) return sendStoredPage(request, reply, page, 'hit');
          }
          if (await renderLimit.refused(request, reply)) return reply;
          const seen = watch.watch();
          let settle: (page: StoredPage | null) => void = () => {};
          const page = new Promise<StoredPage | null>((resolve) => (settle = resolve));
          inFlight.set(key, { seen, page });
          try {
            // Others may wait for this render: it goes on when this visitor leaves.
            const rendered = await renderer.render(
              name,
              toFetchRequest(request, undefined, url),
              row ? row.generation : null,
            );
            settle(rendered.page);
            if (rendered.page) {
              visits?.count(key);
              return sendStoredPage(request, reply, rendered.page, 'miss');
            }
            return sendRenderedPage(request, reply, rendered.read);
          } finally {
            // Whatever did not end in a plain page: those waiting render for themselves.
            settle(null);
            seen.end();
            if (inFlight.get(key)?.page === page) inFlight.delete(key);
          }
        } finally {
          serving--;
        }
      },
    };
    pages.route(pageRoute);
    // A URL that cannot be routed (bad percent-encoding) still answers the site's error page.
    app.decorate('renderErrorPage', (request, reply) => pageRoute.handler.call(app, request, reply));
  });
}
