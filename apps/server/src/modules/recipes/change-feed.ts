import type { ContentChange } from '../cache/content-change.ts';

/**
 * Tells listeners that what public pages show has changed (a recipe written or deleted, a
 * rating given). The rendered-page cache subscribes to drop what it holds.
 */
export interface ChangeFeed {
  notify(change: ContentChange): void;
  subscribe(listener: (change: ContentChange) => void): () => void;
}

export function createChangeFeed(): ChangeFeed {
  const listeners = new Set<(change: ContentChange) => void>();
  return {
    notify(change) {
      for (const listener of listeners) listener(change);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
