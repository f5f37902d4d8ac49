import type { FastifyBaseLogger } from 'fastify';
import type { PageStore } from '../freshness/page-store.ts';

/**
 * Reads of stored pages, counted in memory and added to the store every `everyMs`: render-ahead
 * renders the most visited pages first, and a read page is worth rendering again after a change.
 * A read stays one SELECT; the counts cost one UPDATE per page and period.
 */
export function createVisitCounts(store: Pick<PageStore, 'addVisits'>, log: FastifyBaseLogger, everyMs = 10_000) {
  let counts = new Map<string, number>();
  const flush = async () => {
    if (counts.size === 0) return;
    const taken = counts;
    counts = new Map();
    await store.addVisits(taken).catch((error: unknown) => log.warn({ err: error }, 'could not count page visits'));
  };
  const timer = setInterval(() => void flush(), everyMs);
  timer.unref();
  return {
    count(key: string) {
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    flush,
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
