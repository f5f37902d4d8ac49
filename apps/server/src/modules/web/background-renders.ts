import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { ChangeFeed } from '../freshness/change-feed.ts';
import { everythingTag, type ContentChange } from '../freshness/content-change.ts';
import { listTag } from '../recipes/recipe-tags.ts';
import type { PageName, PageStore } from '../freshness/page-store.ts';
import { namedPages } from './named-pages.ts';
import type { PageRenderer } from './page-renderer.ts';

export interface BackgroundRendersOptions {
  db: Db;
  store: PageStore;
  renderer: PageRenderer;
  changes: Pick<ChangeFeed<ContentChange>, 'subscribeOwn' | 'ownChangesTold'>;
  buildId: string;
  publicUrl: string;
  log: FastifyBaseLogger;
  /** Keep every page named ahead rendered (render-ahead); else only pages a change made stale. */
  ahead: boolean;
  /**
   * A page marked stale is rendered once no change named it for this long (at most ten times as
   * long after the first), so a burst of changes costs one render.
   */
  settleMs?: number;
  /** Whether visitors are being served now: a background render then waits (at most `maxWaitMs`). */
  busy?: () => boolean;
  maxWaitMs?: number;
  /** How long a claim holds (an instance that died mid-render leaves it to others after this). */
  claimMs?: number;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

/** `en\n/recipe/1/pho` → the page's language and URL. */
export function pageNameOf(key: string): PageName {
  const newline = key.indexOf('\n');
  return { key, language: key.slice(0, newline), url: key.slice(newline + 1) };
}

/**
 * Renders pages before anyone asks (decision 0051), at the lowest priority: one at a time, each
 * after a turn of the event loop, waiting while visitors are served.
 * - Own changes mark the stored pages they name stale, and queue those worth having ready (named
 *   ahead, or read since their render): rendered once the burst has settled.
 * - With `ahead`: names every public page (named-pages.ts), then renders what is missing, stale or
 *   of another build, most visited first, and again after changes.
 * Rows are claimed before a render, so instances sharing a database never render a page twice; a
 * claim expires, so a page an instance left mid-render is taken up by another.
 */
export function createBackgroundRenders(options: BackgroundRendersOptions) {
  const { db, store, renderer, buildId, publicUrl, log } = options;
  const settleMs = options.settleMs ?? 1000;
  const maxWaitMs = options.maxWaitMs ?? 250;
  const claimMs = options.claimMs ?? 30_000;
  const busy = options.busy ?? (() => false);
  const instance = randomUUID();
  const startedAt = Date.now();
  /** Page key → when it was first and last queued since its last render. */
  const queued = new Map<string, { first: number; last: number }>();
  let closed = false;
  let rendering = options.ahead;
  let wake: (() => void) | null = null;
  let work: Promise<void> = Promise.resolve();
  let named = false;

  const nudge = () => {
    wake?.();
    wake = null;
  };

  /** Markings of own changes under way: a reader of a page they name waits for them. */
  const markings = new Set<Promise<void>>();
  const unsubscribe = options.changes.subscribeOwn((change) => {
    // A recipe joined or left the public ones: name the pages again (its page, its author's).
    if (change.tags.includes(listTag.all) || change.tags.includes(everythingTag)) named = false;
    const marking = store
      .markStale(change.tags)
      .then((marked) => {
        const now = Date.now();
        for (const page of marked) {
          if (page.ahead || page.visits > 0)
            queued.set(page.key, { first: queued.get(page.key)?.first ?? now, last: now });
        }
        if (marked.length > 0) nudge();
      })
      .catch((error: unknown) => log.warn({ err: error }, 'could not mark stored pages stale'));
    markings.add(marking);
    void marking.finally(() => markings.delete(marking));
  });

  /** Renders one page if it still needs it and no other instance holds it; false: nothing changed. */
  async function renderOne(name: PageName): Promise<boolean> {
    const started = Date.now();
    while (busy() && Date.now() - started < maxWaitMs) await pause(10);
    const generation = await store.claim(name.key, instance, buildId, Date.now() + claimMs, startedAt);
    if (generation === null) return false;
    try {
      const request = new Request(new URL(name.url, publicUrl), {
        headers: { cookie: `lang=${name.language}`, 'accept-language': name.language },
      });
      const { page, stored } = await renderer.render(name, request, generation);
      // Not a plain public page any more (a deleted recipe, a member without recipes): forget it.
      if (!page) await store.drop(name.key);
      return stored || !page;
    } finally {
      await store.release(name.key, instance);
    }
  }

  /** The queued pages whose burst has settled, oldest first. */
  function settled(): PageName[] {
    const now = Date.now();
    const ready: PageName[] = [];
    for (const [key, at] of queued) {
      if (now - at.last < settleMs && now - at.first < 10 * settleMs) continue;
      queued.delete(key);
      ready.push(pageNameOf(key));
    }
    return ready;
  }

  async function nextBatch(): Promise<PageName[]> {
    const fromChanges = settled();
    if (fromChanges.length > 0 || !options.ahead) return fromChanges;
    if (!named) {
      await store.nameAhead(await namedPages(db));
      named = true;
    }
    // Pages a change queued wait for their burst to settle.
    return (await store.toRender(buildId, 20, startedAt)).filter((name) => !queued.has(name.key));
  }

  async function run(): Promise<void> {
    while (!closed) {
      let batch: PageName[] = [];
      try {
        batch = await nextBatch();
      } catch (error) {
        log.warn({ err: error }, 'background renders could not read what to render');
      }
      rendering = batch.length > 0;
      let progress = false;
      for (const name of batch) {
        if (closed) break;
        try {
          if (await renderOne(name)) progress = true;
        } catch (error) {
          log.warn({ err: error, page: name.key }, 'a background render failed');
        }
        await new Promise<void>((resolve) => setImmediate(resolve));
      }
      // Pages that could not be stored (changes arriving, notices not heard yet): try again later.
      if (batch.length > 0 && !progress) await pause(1000);
      if (batch.length > 0 || closed) continue;
      rendering = false;
      // Idle: until a change queues a page, or the earliest queued one settles.
      const earliest = Math.min(...[...queued.values()].map((at) => at.last));
      const waitMs = Number.isFinite(earliest) ? Math.max(10, earliest + settleMs - Date.now()) : 60_000;
      await Promise.race([new Promise<void>((resolve) => (wake = resolve)), pause(waitMs)]);
    }
  }

  return {
    start() {
      work = run();
    },
    /** Whether a background render is at work now (health: pages.rendering). */
    get rendering() {
      return rendering || queued.size > 0;
    },
    /** Resolves once this instance's own changes so far have marked the pages they name stale. */
    async marked(): Promise<void> {
      await options.changes.ownChangesTold();
      await Promise.allSettled([...markings]);
    },
    /** Renders this page for the current build soon (a page of the previous build was served). */
    soon(key: string) {
      if (!queued.has(key)) queued.set(key, { first: Date.now() - settleMs, last: Date.now() - settleMs });
      nudge();
    },
    /** Resolves once nothing is queued and nothing is being rendered (tests, the prerender script). */
    async idle(): Promise<void> {
      while (!closed && (rendering || queued.size > 0)) await pause(20);
    },
    async close() {
      closed = true;
      unsubscribe();
      nudge();
      await work;
    },
  };
}

export type BackgroundRenders = ReturnType<typeof createBackgroundRenders>;
