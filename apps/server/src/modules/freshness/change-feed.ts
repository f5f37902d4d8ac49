import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { ContentChange } from './content-change.ts';
import { everythingChanged, isEverythingChanged, type EverythingChanged } from './everything-changed.ts';
import { createHeardSequence } from './heard-sequence.ts';

/**
 * Tells listeners that what public pages show has changed (a recipe written or deleted, a
 * rating given); caches subscribe to drop what they hold. With Redis, every notice reaches every
 * instance: local listeners hear it at once, other instances' when the message arrives.
 */
export type { ContentChange };
export { everythingChanged, isEverythingChanged, type EverythingChanged };

export interface ChangeFeed<T extends JsonValue = ContentChange> {
  notify(change: T): void;
  subscribe(listener: ChangeListener<T>): () => void;
  /**
   * Listens to this instance's own changes only, once every instance can tell them: with Redis
   * after their tag versions were bumped (or the attempt failed), at once without. The page store
   * marks pages stale here (decision 0051): an instance that then finds a page stale also finds
   * the versions bumped, so it waits to hear the notice before rendering (decision 0040).
   */
  subscribeOwn(listener: (change: T) => void): () => void;
  /** Resolves once every own change notified so far has reached the `subscribeOwn` listeners. */
  ownChangesTold(): Promise<void>;
  /**
   * With Redis and `versionsOf`: the connection notices are published on, and where the shared
   * tag versions live. A command sent on it after `notify` runs after that notice's versions were
   * bumped (one connection keeps order), so a shared cache read there never misses this
   * instance's own change.
   */
  readonly shared: SharedVersions | null;
  close(): Promise<void>;
}

/** Where the per-tag versions of a feed with Redis live (see `bumpAndPublishScript`). */
export interface SharedVersions {
  redis: Redis;
  /** Hash: tag → the sequence number of its last change. */
  versionsKey: string;
  /** Counter: one more for every change. */
  sequenceKey: string;
  /**
   * Whether this instance has heard every notice up to `sequence` (as read from the counter),
   * waiting at most `timeoutMs`: only then does its memory show every change up to it (decision 0040).
   */
  heardUpTo(sequence: string, timeoutMs: number): Promise<boolean>;
}

export type ChangeListener<T> = (change: T | EverythingChanged) => void;

/** Payloads travel as JSON between instances. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue | undefined };

export interface ChangeFeedOptions<T> {
  /** Carries notices to every instance on the same Redis; without it they stay in this process. */
  redisUrl?: string | undefined;
  /** Pub/sub channel; tests pass their own so parallel runs do not hear each other. */
  channel?: string;
  /**
   * The tags a change touches. Given with Redis, each notice is published by a script that first
   * bumps those tags' versions in Redis, atomically with the PUBLISH, so caches shared between
   * instances can tell a stale entry from a fresh one (decision 0017).
   */
  versionsOf?: (change: T | EverythingChanged) => string[];
  log?: Pick<FastifyBaseLogger, 'warn' | 'info'>;
}

interface Envelope<T> {
  from: string;
  change: T | EverythingChanged;
}

export function createChangeFeed<T extends JsonValue>(options: ChangeFeedOptions<T> = {}): ChangeFeed<T> {
  const listeners = new Set<ChangeListener<T>>();
  const ownListeners = new Set<(change: T) => void>();
  const publishing = new Set<Promise<void>>();
  const toldEverywhere = (change: T) => {
    for (const listener of ownListeners) {
      try {
        listener(change);
      } catch (error) {
        options.log?.warn({ err: error }, 'a change listener failed');
      }
    }
  };
  const tell = (change: T | EverythingChanged) => {
    for (const listener of listeners) {
      try {
        listener(change);
      } catch (error) {
        options.log?.warn({ err: error }, 'a change listener failed');
      }
    }
  };
  const transport = options.redisUrl
    ? createRedisTransport<T>(
        options.redisUrl,
        options.channel ?? 'recipes-changes',
        tell,
        options.log,
        options.versionsOf,
      )
    : null;
  return {
    notify(change) {
      tell(change);
      if (!transport) return toldEverywhere(change);
      const told = transport.publish(change).then(() => toldEverywhere(change));
      publishing.add(told);
      void told.finally(() => publishing.delete(told));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    subscribeOwn(listener) {
      ownListeners.add(listener);
      return () => ownListeners.delete(listener);
    },
    async ownChangesTold() {
      await Promise.allSettled([...publishing]);
    },
    shared: transport?.shared ?? null,
    async close() {
      listeners.clear();
      await transport?.close();
    },
  };
}

/**
 * Two connections (a subscribed one can do nothing else). Messages an instance sent itself are
 * ignored by its id: its own listeners heard them already. When either connection comes back
 * after a drop, notices may have been missed in either direction, so this instance's listeners
 * hear "everything changed" (subscriber) and the others are told the same (publisher).
 */
function createRedisTransport<T>(
  redisUrl: string,
  channel: string,
  tell: (change: T | EverythingChanged) => void,
  log: ChangeFeedOptions<T>['log'],
  versionsOf: ((change: T | EverythingChanged) => string[]) | undefined,
) {
  const instanceId = randomUUID();
  // Publishing waits for no reconnection: a notice that cannot go now is replaced by the
  // "everything changed" sent once the connection is back.
  // Named after the channel, so that an operator (or a test) can find them in CLIENT LIST.
  const publisher = new Redis(redisUrl, {
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    connectionName: `${channel}:publish`,
  });
  const subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null, connectionName: `${channel}:subscribe` });
  const heard = createHeardSequence();
  const shared: SharedVersions | null = versionsOf
    ? {
        redis: publisher,
        versionsKey: `${channel}:versions`,
        sequenceKey: `${channel}:sequence`,
        heardUpTo: (sequence, timeoutMs) => heard.upTo(Number(sequence), timeoutMs),
      }
    : null;
  // Once subscribed, every later notice arrives; the ones before are in memory already (a new
  // instance holds nothing older, a reconnected one has just dropped everything), so the counter
  // read now is heard.
  const catchUp = () => {
    if (!shared) return;
    const read = () => {
      publisher
        .get(shared.sequenceKey)
        .then((value) => heard.heard(Number(value ?? 0)))
        .catch((error: unknown) => log?.warn({ err: error, channel }, 'could not read the change sequence'));
    };
    if (publisher.status === 'ready') read();
    else publisher.once('ready', read);
  };
  const send = (change: T | EverythingChanged): Promise<void> => {
    const message: Envelope<T> = { from: instanceId, change };
    const published =
      shared && versionsOf
        ? publisher.eval(
            bumpAndPublishScript,
            2,
            shared.versionsKey,
            shared.sequenceKey,
            channel,
            JSON.stringify(message),
            ...versionsOf(change),
          )
        : publisher.publish(channel, JSON.stringify(message));
    return published.then(
      () => undefined,
      (error: unknown) => {
        log?.warn(
          { err: error, channel },
          'could not publish a change notice; others are told everything changed later',
        );
      },
    );
  };
  afterReconnect(publisher, () => void send(everythingChanged));
  // ioredis subscribes again by itself; asking once more tells when that is done, and only then
  // is "everything changed" complete (a notice sent before it would be missed again).
  afterReconnect(subscriber, () => {
    subscriber
      .subscribe(channel)
      .then(() => {
        log?.info({ channel }, 'change feed reconnected: treating everything as changed');
        tell(everythingChanged);
        catchUp();
      })
      .catch((error: unknown) => log?.warn({ err: error, channel }, 'could not subscribe again'));
  });
  for (const connection of [publisher, subscriber]) {
    connection.on('error', (error: unknown) => log?.warn({ err: error, channel }, 'change feed connection error'));
  }
  subscriber
    .subscribe(channel)
    .then(catchUp)
    .catch((error: unknown) => log?.warn({ err: error, channel }, 'could not subscribe'));
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return;
    // With versions, the script puts the notice's sequence number in front: "<n> <json>".
    const numbered = /^(\d+) /.exec(text);
    let message: Envelope<T>;
    try {
      message = JSON.parse(numbered ? text.slice(numbered[0].length) : text) as Envelope<T>;
    } catch {
      log?.warn({ channel }, 'ignored a change notice that is not JSON');
      return;
    }
    if (message.from !== instanceId) tell(message.change);
    // After the listeners: heard means this instance's memory shows the change.
    if (numbered) heard.heard(Number(numbered[1]));
  });
  return {
    shared,
    publish: (change: T) => send(change),
    async close() {
      await Promise.allSettled([publisher.quit(), subscriber.quit()]);
    },
  };
}

/**
 * KEYS: versions hash, sequence counter. ARGV: channel, message, tags…. One more on the sequence,
 * every tag's version set to it, then the notice goes out with its number in front: whoever
 * hears it finds the versions already bumped, and knows how far it has heard.
 */
const bumpAndPublishScript = `
local sequence = redis.call('INCR', KEYS[2])
for i = 3, #ARGV do redis.call('HSET', KEYS[1], ARGV[i], sequence) end
return redis.call('PUBLISH', ARGV[1], sequence .. ' ' .. ARGV[2])
`;

/** Calls `then` each time the connection is ready again after having been ready before. */
function afterReconnect(connection: Redis, then: () => void): void {
  let readyBefore = false;
  connection.on('ready', () => {
    if (readyBefore) then();
    readyBefore = true;
  });
}
