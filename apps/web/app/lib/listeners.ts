/**
 * The listeners of a small external store, what `useSyncExternalStore` subscribes with: every store
 * of the browser (session, member state, notices, editor, shopping list) keeps its readers this way.
 * With `storage`, a change another tab makes to that local-storage entry notifies as well (and the
 * clearing of all entries, when `cleared`), as the `storage` event tells only the other tabs.
 */
export interface Listeners {
  subscribe(listener: () => void): () => void;
  notify(): void;
}

export function createListeners(storage?: { key: string; cleared?: boolean }): Listeners {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!storage) return () => void listeners.delete(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === storage.key || (storage.cleared === true && event.key === null)) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
    notify() {
      for (const listener of listeners) listener();
    },
  };
}
