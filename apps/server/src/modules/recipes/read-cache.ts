/**
 * A bounded in-memory cache for what the recipe read paths compute from the database (list
 * totals, search hits, recipes as JSON). The recipes service clears every one of them on each
 * change-feed notice, so nothing outlives a write; see docs/decisions/0006-recipe-read-caches.md.
 */
export interface ReadCache<V> {
  /** A value stored earlier, or undefined. */
  get(key: string): V | undefined;
  /**
   * The stored value, else `load`'s result. Identical reads in flight at the same time share one
   * load. A result is stored only if no clear happened while it loaded: a read that started
   * before a write may have seen the old rows.
   */
  load(key: string, load: () => Promise<V | undefined>): Promise<V | undefined>;
  /** Stores unless a clear happened since `startedAt` was read from `generation`. */
  set(key: string, value: V, startedAt: number): void;
  /** Bumped by every clear. */
  readonly generation: number;
  clear(): void;
  readonly size: number;
}

export interface ReadCacheOptions<V> {
  maxEntries: number;
  /** With `sizeOf`: the most the stored values may weigh in all; larger single values are not stored. */
  maxWeight?: number;
  sizeOf?: (value: V) => number;
}

export function createReadCache<V>({ maxEntries, maxWeight = Infinity, sizeOf }: ReadCacheOptions<V>): ReadCache<V> {
  const values = new Map<string, V>();
  const pending = new Map<string, Promise<V | undefined>>();
  const weightOf = (value: V) => (sizeOf ? sizeOf(value) : 0);
  let weight = 0;
  let generation = 0;

  const evict = (key: string) => {
    if (!values.has(key)) return;
    weight -= weightOf(values.get(key) as V);
    values.delete(key);
  };

  const store = (key: string, value: V) => {
    const size = weightOf(value);
    if (size > maxWeight) return;
    evict(key);
    values.set(key, value);
    weight += size;
    // A Map iterates in insertion order, so the first keys are the least recently used.
    for (const oldest of values.keys()) {
      if (values.size <= maxEntries && weight <= maxWeight) break;
      evict(oldest);
    }
  };

  return {
    get(key) {
      const value = values.get(key);
      if (value === undefined) return undefined;
      // Re-inserting moves the entry to the young end.
      values.delete(key);
      values.set(key, value);
      return value;
    },
    load(key, load) {
      const stored = this.get(key);
      if (stored !== undefined) return Promise.resolve(stored);
      const running = pending.get(key);
      if (running) return running;
      const startedAt = generation;
      const promise = load().then(
        (value) => {
          if (startedAt === generation) {
            pending.delete(key);
            if (value !== undefined) store(key, value);
          }
          return value;
        },
        (error: unknown) => {
          if (startedAt === generation) pending.delete(key);
          throw error;
        },
      );
      pending.set(key, promise);
      return promise;
    },
    set(key, value, startedAt) {
      if (startedAt === generation) store(key, value);
    },
    get generation() {
      return generation;
    },
    clear() {
      values.clear();
      pending.clear();
      weight = 0;
      generation++;
    },
    get size() {
      return values.size;
    },
  };
}
