import type { FastifyBaseLogger } from 'fastify';
import type { CachedPage } from './page-cache.ts';
import type { SharedPageStore, SharedRead } from './shared-page-store.ts';

/**
 * The shared store is a cache: when Redis is slow or gone, a page is rendered as if nothing were
 * stored (null: do not store the render either, its sequence is unknown).
 */
export async function readShared(
  store: SharedPageStore,
  key: string,
  log: FastifyBaseLogger,
): Promise<SharedRead | null> {
  try {
    return await store.read(key);
  } catch (error) {
    log.warn({ err: error }, 'shared page store unreachable; rendering');
    return null;
  }
}

/** Stored after the answer went out; a failure costs only a later render. */
export function storeShared(
  store: SharedPageStore,
  key: string,
  page: CachedPage,
  tags: Iterable<string>,
  sequence: string,
  log: FastifyBaseLogger,
): void {
  store.store(key, page, tags, sequence).catch((error: unknown) => {
    log.warn({ err: error }, 'could not share a rendered page');
  });
}
