import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { redisReachable, testRedisPrefix, testRedisUrl } from '../../test/redis.ts';
import { createChangeFeed, isEverythingChanged, type ChangeFeed, type EverythingChanged } from './change-feed.ts';

type Tagged = { tags: string[] };
type Heard = Tagged | EverythingChanged;

/** Resolves with the first notice the feed's listeners hear that matches. */
function nextNotice(feed: ChangeFeed<Tagged>, matches: (notice: Heard) => boolean): Promise<Heard> {
  return new Promise((resolve) => {
    const stop = feed.subscribe((notice) => {
      if (!matches(notice)) return;
      stop();
      resolve(notice);
    });
  });
}

describe('change feed in one process', () => {
  it('tells every listener at once, and no longer after unsubscribing', () => {
    const feed = createChangeFeed<Tagged>();
    const first: Heard[] = [];
    const second: Heard[] = [];
    feed.subscribe((n) => first.push(n));
    const stop = feed.subscribe((n) => second.push(n));
    feed.notify({ tags: ['recipe:1'] });
    stop();
    feed.notify({ tags: ['recipe:2'] });
    expect(first).toEqual([{ tags: ['recipe:1'] }, { tags: ['recipe:2'] }]);
    expect(second).toEqual([{ tags: ['recipe:1'] }]);
  });
});

describe.runIf(await redisReachable())('change feed across instances (Redis)', () => {
  const feeds: ChangeFeed<Tagged>[] = [];
  const open = (channel: string) => {
    const feed = createChangeFeed<Tagged>({ redisUrl: testRedisUrl, channel });
    feeds.push(feed);
    return feed;
  };
  afterEach(async () => {
    await Promise.all(feeds.splice(0).map((feed) => feed.close()));
  });

  /** Waits until both connections of every feed are subscribed/ready, by a round trip. */
  async function connected(channel: string, ...all: ChangeFeed<Tagged>[]): Promise<void> {
    const admin = new Redis(testRedisUrl);
    try {
      for (;;) {
        const [, count] = (await admin.pubsub('NUMSUB', channel)) as [string, number];
        if (count >= all.length) return;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } finally {
      admin.disconnect();
    }
  }

  it('carries a notice to the other instance, while each instance hears its own once', async () => {
    const channel = `${testRedisPrefix()}changes`;
    const a = open(channel);
    const b = open(channel);
    await connected(channel, a, b);
    const heardByA: Heard[] = [];
    a.subscribe((n) => heardByA.push(n));
    const atB = nextNotice(b, () => true);

    a.notify({ tags: ['recipe:7', 'list'] });
    // Local listeners fire synchronously on notify.
    expect(heardByA).toEqual([{ tags: ['recipe:7', 'list'] }]);
    expect(await atB).toEqual({ tags: ['recipe:7', 'list'] });

    // A later notice from B reaches A; by then A's own first notice would have come back too.
    const atA = nextNotice(a, () => true);
    b.notify({ tags: ['recipe:8'] });
    expect(await atA).toEqual({ tags: ['recipe:8'] });
    expect(heardByA).toEqual([{ tags: ['recipe:7', 'list'] }, { tags: ['recipe:8'] }]);
  });

  it('does not hear feeds on another channel', async () => {
    const prefix = testRedisPrefix();
    const a = open(`${prefix}one`);
    const b = open(`${prefix}two`);
    const c = open(`${prefix}two`);
    await connected(`${prefix}two`, b, c);
    const heardByB: Heard[] = [];
    b.subscribe((n) => heardByB.push(n));
    a.notify({ tags: ['elsewhere'] });
    const atB = nextNotice(b, () => true);
    c.notify({ tags: ['here'] });
    expect(await atB).toEqual({ tags: ['here'] });
    expect(heardByB).toEqual([{ tags: ['here'] }]);
  });

  // Killing both instances' connections of one kind covers each path: a lost subscription is
  // noticed by the instance itself; a lost publisher is announced by it to the others.
  it.each([['subscribe'], ['publish'], ['subscribe|publish']])(
    'treats everything as changed after its %s connection drops and comes back',
    async (kinds) => {
      const channel = `${testRedisPrefix()}changes`;
      const a = open(channel);
      const b = open(channel);
      await connected(channel, a, b);
      const everythingAtA = nextNotice(a, isEverythingChanged);
      const everythingAtB = nextNotice(b, isEverythingChanged);

      // Drop the connections the way a Redis restart or a network cut would.
      const admin = new Redis(testRedisUrl);
      const named = new RegExp(` name=${channel}:(${kinds}) `);
      const clients = (await admin.client('LIST')) as string;
      const ids = clients
        .split('\n')
        .filter((line) => named.test(line))
        .map((line) => /\bid=(\d+)/.exec(line)?.[1]);
      expect(ids.length).toBe(kinds.split('|').length * 2);
      for (const id of ids) await admin.client('KILL', 'ID', id!);
      admin.disconnect();

      expect(await everythingAtA).toEqual({ everything: true });
      expect(await everythingAtB).toEqual({ everything: true });

      // Notices flow again afterwards.
      await connected(channel, a, b);
      const atB = nextNotice(b, (n) => !isEverythingChanged(n));
      for (;;) {
        a.notify({ tags: ['after'] });
        const heard = await Promise.race([atB, new Promise((resolve) => setTimeout(resolve, 50, null))]);
        if (heard) break;
      }
      expect(await atB).toEqual({ tags: ['after'] });
    },
  );

  it('knows how far it has heard: a notice from another instance, and the counter when it starts', async () => {
    const channel = `${testRedisPrefix()}changes`;
    const versioned = () => {
      const feed = createChangeFeed<Tagged>({ redisUrl: testRedisUrl, channel, versionsOf: () => ['recipe:1'] });
      feeds.push(feed);
      return feed;
    };
    const a = versioned();
    const b = versioned();
    await connected(channel, a, b);
    const counter = new Redis(testRedisUrl);
    try {
      const heardByB = nextNotice(b, () => true);
      a.notify({ tags: ['recipe:1'] });
      await heardByB;
      const sequence = (await counter.get(`${channel}:sequence`))!;
      expect(await b.shared!.heardUpTo(sequence, 1000)).toBe(true);
      // Nothing has been published after it: a later number is not heard.
      expect(await b.shared!.heardUpTo(String(Number(sequence) + 1), 50)).toBe(false);
      // A feed opened later counts everything before it as heard once it is subscribed.
      const c = versioned();
      expect(await c.shared!.heardUpTo(sequence, 2000)).toBe(true);
    } finally {
      counter.disconnect();
    }
  });
});
