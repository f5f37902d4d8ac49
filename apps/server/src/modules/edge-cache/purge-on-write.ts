import type { FastifyBaseLogger } from 'fastify';
import { tagsOf } from '../freshness/content-change.ts';
import type { ChangeFeed } from '../freshness/change-feed.ts';
import { purgeBatches } from './surrogate-keys.ts';

export interface PurgeOnWriteOptions {
  /** PURGE_URLS: the caches in front (Varnish with xkey, or anything that takes the same request). */
  urls: readonly string[];
  changes: Pick<ChangeFeed, 'subscribe'>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** How long one PURGE may take before it is given up (default 2 s). */
  timeoutMs?: number;
}

export interface PurgeOnWrite {
  /** Resolves when every PURGE sent so far has been answered or given up (tests, shutdown). */
  settled(): Promise<void>;
  stop(): void;
}

/**
 * Every change notice goes to each cache in front as `PURGE <url>` with `xkey-purge: <keys>`
 * (Varnish's xkey module), so that they may keep pages for hours. Every instance purges what it
 * hears, after its own listeners have dropped their copies (they run first, synchronously; the
 * request leaves later): were only the writer to purge, the cache could fill again at once from
 * an instance that had not yet heard the notice through Redis, and keep that old page for hours.
 * Purges are idempotent, so the second one costs a request and nothing more. A reconnection's
 * "everything changed" purges everything (this instance may have served old pages meanwhile).
 * Fire and forget: the write never waits; a failure or timeout is logged, and the cache keeps the
 * page until its s-maxage ends.
 */
export function purgeOnWrite({ urls, changes, log, timeoutMs = 2000 }: PurgeOnWriteOptions): PurgeOnWrite {
  const pending = new Set<Promise<void>>();
  const send = async (url: string, keys: string[]) => {
    try {
      const response = await fetch(url, {
        method: 'PURGE',
        headers: { 'xkey-purge': keys.join(' ') },
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer();
      if (!response.ok) log.warn({ url, status: response.status, keys: keys.length }, 'cache purge refused');
    } catch (error) {
      log.warn({ err: error, url, keys: keys.length }, 'cache purge failed');
    }
  };
  const unsubscribe = changes.subscribe((notice) => {
    for (const keys of purgeBatches(tagsOf(notice))) {
      for (const url of urls) {
        // Sent on a later turn: every other listener of this notice has dropped its copy by then.
        const sent = new Promise((resolve) => setImmediate(resolve)).then(() => send(url, keys));
        pending.add(sent);
        void sent.finally(() => pending.delete(sent));
      }
    }
  });
  return {
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    stop: () => void unsubscribe(),
  };
}
