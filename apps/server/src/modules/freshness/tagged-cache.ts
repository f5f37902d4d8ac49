import { everythingTag } from './content-change.ts';

/**
 * A bounded in-memory cache (least recently used out) whose entries carry the tags of what they
 * show. `invalidate(tags)` drops exactly the entries sharing a tag with the change, and a value
 * whose load started before an invalidation of any of its tags is never stored after it: the
 * cache keeps, per tag, the clock reading of its last invalidation (decision 0009).
 */
export interface TaggedCache<V> {
  /** A value stored earlier, or undefined. */
  get(key: string): V | undefined;
  /** Read before loading a value that `set` will store. */
  readonly clock: number;
  /** Stores unless one of `tags` was invalidated since `startedAt` was read from `clock`. */
  set(key: string, value: V, tags: Iterable<string>, startedAt: number): boolean;
  /**
   * The stored value, else `load`'s result, stored with `tagsOf(value)` if none of them was
   * invalidated while it loaded. Identical reads in flight share one load, unless anything was
   * invalidated since it started.
   */
  load(key: string, load: () => Promise<V | undefined>, tagsOf: (value: V) => Iterable<string>): Promise<V | undefined>;
  /** Drops every entry carrying one of `tags` (`*`: every entry). */
  invalidate(tags: readonly string[]): void;
  clear(): void;
  readonly size: number;
  readonly weight: number;
}

export interface TaggedCacheOptions<V> {
  maxEntries: number;
  /** With `sizeOf`: the most the stored values may weigh in all; larger single values are not stored. */
  maxWeight?: number;
  sizeOf?: (value: V) => number;
  /** How many per-tag invalidation times are remembered before they are folded into one. */
  maxRememberedTags?: number;
}

interface Entry<V> {
  value: V;
  tags: readonly string[];
  weight: number;
}

export function createTaggedCache<V>({
  maxEntries,
  maxWeight = Infinity,
  sizeOf,
  maxRememberedTags = 50_000,
}: TaggedCacheOptions<V>): TaggedCache<V> {
  const entries = new Map<string, Entry<V>>();
  const keysByTag = new Map<string, Set<string>>();
  const pending = new Map<string, { promise: Promise<V | undefined>; startedAt: number }>();
  /** Clock reading of each tag's last invalidation. */
  const invalidatedAt = new Map<string, number>();
  /** Loads started before this are stale whatever their tags (everything cleared, or times forgotten). */
  let floor = 0;
  let clock = 0;
  let weight = 0;

  const evict = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    weight -= entry.weight;
    for (const t of entry.tags) {
      const keys = keysByTag.get(t);
      keys?.delete(key);
      if (keys?.size === 0) keysByTag.delete(t);
    }
  };

  const isStale = (tags: readonly string[], startedAt: number) =>
    startedAt < floor || tags.some((t) => (invalidatedAt.get(t) ?? -1) > startedAt);

  const store = (key: string, value: V, tags: readonly string[]) => {
    const size = sizeOf ? sizeOf(value) : 0;
    if (size > maxWeight) return;
    evict(key);
    entries.set(key, { value, tags, weight: size });
    weight += size;
    for (const t of tags) {
      let keys = keysByTag.get(t);
      if (!keys) keysByTag.set(t, (keys = new Set()));
      keys.add(key);
    }
    // A Map iterates in insertion order, so the first keys are the least recently used.
    for (const oldest of entries.keys()) {
      if (entries.size <= maxEntries && weight <= maxWeight) break;
      evict(oldest);
    }
  };

  const clearAll = () => {
    entries.clear();
    keysByTag.clear();
    pending.clear();
    invalidatedAt.clear();
    weight = 0;
    floor = ++clock;
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      // Re-inserting moves the entry to the young end.
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    get clock() {
      return clock;
    },
    set(key, value, tags, startedAt) {
      const list = [...tags];
      if (isStale(list, startedAt)) return false;
      store(key, value, list);
      return true;
    },
    load(key, load, tagsOf) {
      const stored = this.get(key);
      if (stored !== undefined) return Promise.resolve(stored);
      const running = pending.get(key);
      // A load that started before any invalidation may have read rows that changed since.
      if (running && running.startedAt === clock) return running.promise;
      const startedAt = clock;
      const settle = () => {
        if (pending.get(key)?.promise === promise) pending.delete(key);
      };
      const promise = load().then(
        (value) => {
          settle();
          if (value !== undefined) this.set(key, value, tagsOf(value), startedAt);
          return value;
        },
        (error: unknown) => {
          settle();
          throw error;
        },
      );
      pending.set(key, { promise, startedAt });
      return promise;
    },
    invalidate(tags) {
      if (tags.includes(everythingTag)) return clearAll();
      clock++;
      if (invalidatedAt.size + tags.length > maxRememberedTags) {
        // Forgetting the times is safe: every load that started before now counts as stale.
        invalidatedAt.clear();
        floor = clock;
      }
      for (const t of tags) {
        invalidatedAt.set(t, clock);
        const keys = keysByTag.get(t);
        if (keys) for (const key of [...keys]) evict(key);
      }
    },
    clear: clearAll,
    get size() {
      return entries.size;
    },
    get weight() {
      return weight;
    },
  };
}
