import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.ts';

/** A load that finishes when the test says so. */
function deferred<V>() {
  let resolve!: (value: V) => void;
  const promise = new Promise<V>((r) => (resolve = r));
  return { promise, resolve };
}

describe('createReadCache', () => {
  it('stores what a load returns and answers it without loading again', async () => {
    const cache = createReadCache<number>({ maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.load('a', load)).toBe(1);
    expect(await cache.load('a', load)).toBe(1);
    expect(cache.get('a')).toBe(1);
    expect(loads).toBe(1);
  });

  it('shares one load between identical reads in flight', async () => {
    const cache = createReadCache<string>({ maxEntries: 10 });
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return gate.promise;
    };
    const reads = [cache.load('k', load), cache.load('k', load), cache.load('k', load)];
    gate.resolve('v');
    expect(await Promise.all(reads)).toEqual(['v', 'v', 'v']);
    expect(loads).toBe(1);
  });

  it('does not keep a value whose load began before a clear', async () => {
    const cache = createReadCache<string>({ maxEntries: 10 });
    const gate = deferred<string>();
    const stale = cache.load('k', () => gate.promise);
    cache.clear();
    // A read after the clear must not join the load that began before it.
    const fresh = cache.load('k', async () => 'new');
    gate.resolve('old');
    expect(await stale).toBe('old');
    expect(await fresh).toBe('new');
    expect(cache.get('k')).toBe('new');
  });

  it('drops a set whose generation is older than the last clear', () => {
    const cache = createReadCache<string>({ maxEntries: 10 });
    const startedAt = cache.generation;
    cache.clear();
    cache.set('k', 'stale', startedAt);
    expect(cache.get('k')).toBeUndefined();
    cache.set('k', 'fresh', cache.generation);
    expect(cache.get('k')).toBe('fresh');
  });

  it('keeps neither failures nor empty results', async () => {
    const cache = createReadCache<string>({ maxEntries: 10 });
    await expect(cache.load('k', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.load('k', async () => undefined)).toBeUndefined();
    expect(await cache.load('k', async () => 'later')).toBe('later');
  });

  it('evicts the least recently used entries beyond its bounds', () => {
    const cache = createReadCache<string>({ maxEntries: 2, maxWeight: 10, sizeOf: (v) => v.length });
    cache.set('a', 'aaa', 0);
    cache.set('b', 'bbb', 0);
    cache.get('a');
    cache.set('c', 'ccc', 0);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaa', undefined, 'ccc']);
    cache.set('d', 'dddddddd', 0);
    expect(cache.size).toBe(1);
    expect(cache.get('d')).toBe('dddddddd');
    cache.set('e', 'e'.repeat(11), 0);
    expect(cache.get('e')).toBeUndefined();
  });
});
