import type { FastifyBaseLogger } from 'fastify';
import type { SharedVersions } from '../freshness/change-feed.ts';
import { everythingTag } from '../freshness/content-change.ts';
import type { PageName, PageStore } from '../freshness/page-store.ts';
import type { RenderWatch } from '../freshness/render-watch.ts';
import { isCacheable, toStoredPage, type StoredPage } from '../freshness/stored-page.ts';
import { surrogateKeyHeaders } from '../edge-cache/surrogate-keys.ts';
import { readRenderedPage, type RenderedPage } from './fetch-bridge.ts';
import type { RenderGate } from './render-gate.ts';

export interface PageRendererOptions {
  /** React Router's handler, given the load context that collects the tags the loaders read. */
  handle(request: Request, tags: Set<string>): Promise<Response>;
  /** Counts a render and its CPU time (GET /metrics); the render's result passes through. */
  timeRender?: <T>(render: () => Promise<T>) => Promise<T>;
  gate: RenderGate;
  store: PageStore;
  watch: RenderWatch;
  /** With Redis: the change sequence and tag versions shared by every instance (decision 0017). */
  shared: SharedVersions | null;
  buildId: string;
  log: FastifyBaseLogger;
}

export interface Rendered {
  read: RenderedPage;
  /** The page as stored (or as it would have been): null when it is not a plain public page. */
  page: StoredPage | null;
  /** Whether it was stored as current. */
  stored: boolean;
  /** The tags of what it shows (as stored with it). */
  tags: string[];
}

/** How long a render waits for change notices this instance has not heard yet (decision 0040). */
const catchUpMs = 200;

/**
 * Renders a page and stores it as current (decision 0051), for a reader or ahead of one. A stored
 * page must never pass for current while showing what a change replaced, so:
 * - with Redis, the render first waits until this instance has heard every change counted so far
 *   (its memory caches show them, decision 0040), else it is served but not stored;
 * - it is stored only at the generation it began at (a change marking it stale meanwhile wins);
 * - after storing, a change of its tags heard here during the render, or counted in Redis after
 *   its sequence, marks it stale again: the write's own marking may have run before the store.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const { handle, timeRender, gate, store, watch, shared, buildId, log } = options;
  let renders = 0;

  async function versionsChangedSince(tags: readonly string[], sequence: string): Promise<boolean> {
    if (!shared) return false;
    const versions = await shared.redis.hmget(shared.versionsKey, everythingTag, ...tags);
    return versions.some((version) => version !== null && Number(version) > Number(sequence));
  }

  async function storeChecked(
    name: PageName,
    page: StoredPage,
    tags: Set<string>,
    generation: number | null,
    began: number,
    sequence: string | null,
    seen: ReturnType<RenderWatch['watch']>,
  ): Promise<boolean> {
    const tagList = [...tags];
    const stored = await store.store(name, page, tagList, buildId, generation, began);
    if (!stored) return false;
    const changed = seen.saw(tagList) || (sequence !== null && (await versionsChangedSince(tagList, sequence)));
    if (changed) await store.markOneStale(name.key);
    return !changed;
  }

  return {
    /** Renders counted since start (tests and metrics). */
    get renders() {
      return renders;
    },
    /**
     * Renders `name` (a page of `request`) in its turn and stores it when it is a plain public
     * page; `generation` is the stored row's when the render was decided (null: no row).
     */
    async render(name: PageName, request: Request, generation: number | null): Promise<Rendered> {
      let sequence: string | null = null;
      let storable = true;
      if (shared) {
        try {
          sequence = (await shared.redis.get(shared.sequenceKey)) ?? '0';
          storable = await shared.heardUpTo(sequence, catchUpMs);
        } catch (error) {
          log.warn({ err: error }, 'change sequence unreadable; the page is rendered but not stored');
          storable = false;
        }
      }
      const leave = await gate.enter();
      const seen = watch.watch();
      const began = Date.now();
      const tags = new Set<string>();
      try {
        let read: RenderedPage;
        try {
          renders++;
          const renderWhole = async () => readRenderedPage(await handle(request, tags));
          read = await (timeRender ? timeRender(renderWhole) : renderWhole());
        } finally {
          leave();
        }
        if (!isCacheable(read)) return { read, page: null, stored: false, tags: [...tags] };
        const page = toStoredPage(read, name.url);
        // Caches in front (Varnish, a CDN) keep the page by the tags of what it shows, purged on write.
        page.headers.push(...surrogateKeyHeaders(tags));
        // Stored before the answer goes out, so the next read finds it; a failure costs only a later render.
        const stored = storable
          ? await storeChecked(name, page, tags, generation, began, sequence, seen).catch((error: unknown) => {
              log.warn({ err: error }, 'could not store a rendered page');
              return false;
            })
          : false;
        return { read, page, stored, tags: [...tags] };
      } finally {
        seen.end();
      }
    },
  };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;
