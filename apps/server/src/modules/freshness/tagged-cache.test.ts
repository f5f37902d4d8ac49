import { describe, expect, it } from 'vitest';
import { createTaggedCache } from './tagged-cache.ts';

/** A load that finishes when the test says so. */
function deferred<V>() {
  let resolve!: (value: V) => void;
  const promise = new Promise<V>((r) => (resolve = r));
  return { promise, resolve };
}

const tagsOfValue = (value: string) => [`t:${value}`];

describe('createTaggedCache', () => {
  it('stores what a load returns and answers it without loading again', async () => {
    const cache = createTaggedCache<number>({ maxEntries: 10 });
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.load('a', load, () => [])).toBe(1);
    expect(await cache.load('a', load, () => [])).toBe(1);
    expect(cache.get('a')).toBe(1);
    expect(loads).toBe(1);
  });

  it('shares one load between identical reads in flight', async () => {
    const cache = createTaggedCache<string>({ maxEntries: 10 });
    const gate = deferred<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return gate.promise;
    };
    const reads = [cache.load('k', load, tagsOfValue), cache.load('k', load, tagsOfValue)];
    gate.resolve('v');
    expect(await Promise.all(reads)).toEqual(['v', 'v']);
    expect(loads).toBe(1);
  });

  it('drops exactly the entries carrying an invalidated tag', () => {
    const cache = createTaggedCache<string>({ maxEntries: 10 });
    cache.set('page-1', 'a', ['recipe:1', 'list:all'], cache.clock);
    cache.set('page-2', 'b', ['recipe:2', 'list:all'], cache.clock);
    cache.set('recipe-2', 'c', ['recipe:2'], cache.clock);
    cache.invalidate(['recipe:1']);
    expect([cache.get('page-1'), cache.get('page-2'), cache.get('recipe-2')]).toEqual([undefined, 'b', 'c']);
    cache.invalidate(['recipe:2', 'unrelated']);
    expect([cache.get('page-2'), cache.get('recipe-2')]).toEqual([undefined, undefined]);
    expect(cache.size).toBe(0);
  });

  it('does not keep a value whose load began before an invalidation of one of its tags', async () => {
    const cache = createTaggedCache<string>({ maxEntries: 10 });
    const gate = deferred<string>();
    const stale = cache.load('k', () => gate.promise, tagsOfValue);
    cache.invalidate(['t:old']);
    // A read after the invalidation must not join the load that began before it.
    const fresh = cache.load('k', async () => 'new', tagsOfValue);
    gate.resolve('old');
    expect(await stale).toBe('old');
    expect(await fresh).toBe('new');
    expect(cache.get('k')).toBe('new');
  });

  it('keeps a value whose load overlapped only invalidations of other tags', () => {
    const cache = createTaggedCache<string>({ maxEntries: 10 });
    const startedAt = cache.clock;
    cache.invalidate(['recipe:9']);
    expect(cache.set('k', 'v', ['recipe:1'], startedAt)).toBe(true);
    expect(cache.set('j', 'w', ['recipe:9'], startedAt)).toBe(false);
    expect([cache.get('k'), cache.get('j')]).toEqual(['v', undefined]);
  });

  it('stays correct after forgetting invalidation times: older loads count as stale', () => {
    const cache = createTaggedCache<string>({ maxEntries: 10, maxRememberedTags: 2 });
    const startedAt = cache.clock;
    cache.invalidate(['a', 'b']);
    cache.invalidate(['c']);
    expect(cache.set('k', 'v', ['unrelated'], startedAt)).toBe(false);
    expect(cache.set('k', 'v', ['unrelated'], cache.clock)).toBe(true);
  });

  it('drops everything on the * tag and on clear, and refuses older loads afterwards', () => {
    const cache = createTaggedCache<string>({ maxEntries: 10 });
    const startedAt = cache.clock;
    cache.set('a', 'x', ['recipe:1'], startedAt);
    cache.invalidate(['*']);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.set('a', 'x', [], startedAt)).toBe(false);
    cache.set('b', 'y', [], cache.clock);
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('keeps neither failures nor empty results', async () => {
    const cache = createTaggedCache<string>({ maxEntries: 10 });
    await expect(cache.load('k', () => Promise.reject(new Error('boom')), tagsOfValue)).rejects.toThrow('boom');
    expect(await cache.load('k', async () => undefined, tagsOfValue)).toBeUndefined();
    expect(await cache.load('k', async () => 'later', tagsOfValue)).toBe('later');
  });

  it('evicts the least recently used entries beyond its bounds, and their tags with them', () => {
    const cache = createTaggedCache<string>({ maxEntries: 2, maxWeight: 10, sizeOf: (v) => v.length });
    cache.set('a', 'aaa', ['t'], 0);
    cache.set('b', 'bbb', ['t'], 0);
    cache.get('a');
    cache.set('c', 'ccc', ['t'], 0);
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaa', undefined, 'ccc']);
    cache.set('d', 'dddddddd', [], 0);
    expect(cache.size).toBe(1);
    expect(cache.weight).toBe(8);
    cache.set('e', 'e'.repeat(11), [], 0);
    expect(cache.get('e')).toBeUndefined();
    cache.invalidate(['t']);
    expect(cache.get('d')).toBe('dddddddd');
  });
});
