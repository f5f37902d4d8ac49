import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { tagsOf, type ContentChange } from '../cache/content-change.ts';
import { createChangeFeed, type ChangeFeed } from '../recipes/change-feed.ts';
import { redisReachable, testRedisPrefix, testRedisUrl } from '../../test/redis.ts';
import type { CachedPage } from './page-cache.ts';
import { createSharedPageStore, type SharedPageStore } from './shared-page-store.ts';

// Two "instances" (a change feed and a store each) on one real Redis, as two servers would be.

const reachable = await redisReachable();
let feeds: ChangeFeed[] = [];

async function instance(prefix: string): Promise<{ feed: ChangeFeed; store: SharedPageStore }> {
  const feed = createChangeFeed<ContentChange>({
    redisUrl: testRedisUrl,
    channel: `${prefix}changes`,
    versionsOf: tagsOf,
  });
  feeds.push(feed);
  const shared = feed.shared!;
  // The connection queues nothing while it connects (a server renders meanwhile).
  if (shared.redis.status !== 'ready') await new Promise((resolve) => shared.redis.once('ready', resolve));
  const store = createSharedPageStore({ shared, keyPrefix: `${prefix}pages:`, ttlSeconds: 60 });
  await new Promise((resolve) => setTimeout(resolve, 50)); // the subscriber subscribes
  return { feed, store };
}

const html = (text: string) => Buffer.from(`<!DOCTYPE html><p>${text.repeat(200)}</p>`);
const page = (text: string): CachedPage => ({
  status: 200,
  headers: [['content-type', 'text/html; charset=utf-8']],
  body: { coding: 'br', bytes: brotliCompressSync(html(text)) },
  etag: `"${text}"`,
});

/** Resolves once the feed has heard `count` notices (remote notices arrive over pub/sub). */
function heard(feed: ChangeFeed, count = 1): Promise<void> {
  return new Promise((resolve) => {
    let left = count;
    const stop = feed.subscribe(() => {
      if (--left === 0) {
        stop();
        resolve();
      }
    });
  });
}

afterEach(async () => {
  await Promise.all(feeds.map((feed) => feed.close()));
  feeds = [];
});

describe.runIf(reachable)('shared page store (Redis)', () => {
  it('serves a page stored by one instance to another, with its tags, body and Brotli bytes', async () => {
    const prefix = testRedisPrefix();
    const a = await instance(prefix);
    const b = await instance(prefix);
    const first = await a.store.read('en\n/recipe/1/pho');
    expect(first.found).toBe(false);
    expect(await a.store.store('en\n/recipe/1/pho', page('pho'), ['recipe:1', 'author:7'], first.sequence)).toBe(true);

    const read = await b.store.read('en\n/recipe/1/pho');
    expect(read.found).toBe(true);
    if (!read.found) return;
    expect(read.page.body.coding).toBe('br');
    expect(brotliDecompressSync(read.page.body.bytes).toString()).toBe(html('pho').toString());
    expect(read.page.etag).toBe('"pho"');
    expect(read.page.headers).toEqual([['content-type', 'text/html; charset=utf-8']]);
    expect(read.tags.sort()).toEqual(['author:7', 'recipe:1']);
    expect(read.page.body.bytes.length).toBeLessThan(html('pho').length);
  });

  it('drops an entry once a change to one of its tags was published, before anyone hears the notice', async () => {
    const prefix = testRedisPrefix();
    const a = await instance(prefix);
    const b = await instance(prefix);
    const { sequence } = await a.store.read('en\n/recipe/2/bun');
    await a.store.store('en\n/recipe/2/bun', page('bun'), ['recipe:2'], sequence);
    await a.store.store('en\n/recipe/3/cha', page('cha'), ['recipe:3'], sequence);

    // When B hears the notice, the versions are already bumped: its next read is a miss.
    const bHeard = new Promise<boolean>((resolve) => {
      const stop = b.feed.subscribe(() => {
        stop();
        void b.store.read('en\n/recipe/2/bun').then((r) => resolve(r.found));
      });
    });
    a.feed.notify({ tags: ['recipe:2'] });
    expect(await bHeard).toBe(false);
    // On A's own connection the bump runs before any later read.
    expect((await a.store.read('en\n/recipe/2/bun')).found).toBe(false);
    // Other tags keep their entries.
    expect((await b.store.read('en\n/recipe/3/cha')).found).toBe(true);
  });

  it('refuses to store a render that began before a change of one of its tags', async () => {
    const prefix = testRedisPrefix();
    const a = await instance(prefix);
    const b = await instance(prefix);
    const before = await a.store.read('de\n/recipe/4/pho');
    const bHeard = heard(b.feed);
    a.feed.notify({ tags: ['recipe:4'] });
    await bHeard;
    // The render read the old recipe; storing it now would outlive the change.
    expect(await a.store.store('de\n/recipe/4/pho', page('old'), ['recipe:4'], before.sequence)).toBe(false);
    expect(await a.store.store('de\n/recipe/5/bun', page('other'), ['recipe:5'], before.sequence)).toBe(true);
    const after = await b.store.read('de\n/recipe/4/pho');
    expect(await b.store.store('de\n/recipe/4/pho', page('new'), ['recipe:4'], after.sequence)).toBe(true);
    const read = await a.store.read('de\n/recipe/4/pho');
    expect(read.found && read.page.etag).toBe('"new"');
  });

  it('treats every entry as stale after "everything changed"', async () => {
    const prefix = testRedisPrefix();
    const a = await instance(prefix);
    const { sequence } = await a.store.read('vi\n/');
    await a.store.store('vi\n/', page('home'), ['list:all'], sequence);
    a.feed.notify({ tags: ['*'] });
    expect((await a.store.read('vi\n/')).found).toBe(false);
  });

  it('keeps instances of different sites (prefixes) apart', async () => {
    const a = await instance(testRedisPrefix());
    const b = await instance(testRedisPrefix());
    const { sequence } = await a.store.read('en\n/about');
    await a.store.store('en\n/about', page('about'), [], sequence);
    expect((await b.store.read('en\n/about')).found).toBe(false);
  });
});
