import type { SharedVersions } from '../recipes/change-feed.ts';
import type { CachedPage } from './page-cache.ts';

/**
 * Rendered pages in Redis, shared by every instance and kept across restarts: a page one
 * instance rendered is a hit on all the others. Entries are never trusted blindly: each records
 * the change sequence number read before its render began, and an entry counts only while none
 * of its tags (nor `*`) changed after that number. The change feed bumps those versions in the
 * same script that publishes the notice (change-feed.ts), so an instance that heard a notice
 * never reads an entry it makes stale (decision 0017).
 */
export interface SharedPageStore {
  /** The entry if still valid, with its tags; `sequence` to pass to `store` after a render. */
  read(key: string): Promise<SharedRead>;
  /** Stores a page rendered from data read after `sequence`, unless one of its tags changed since. */
  store(key: string, page: CachedPage, tags: Iterable<string>, sequence: string): Promise<boolean>;
}

export type SharedRead =
  { found: true; page: CachedPage; tags: string[]; sequence: string } | { found: false; sequence: string };

export interface SharedPageStoreOptions {
  shared: SharedVersions;
  /** Start of the entry keys (REDIS_PREFIX + `pages:`). */
  keyPrefix: string;
  /** An entry no one reads for this long leaves Redis. */
  ttlSeconds?: number;
}

// Both scripts ask the same question: did `*` or any of these space-separated tags change after `at`?
const changedSince = `
local function changedSince(versionsKey, tagList, at)
  local tags = {'*'}
  for t in string.gmatch(tagList, '%S+') do tags[#tags + 1] = t end
  local versions = redis.call('HMGET', versionsKey, unpack(tags))
  for i = 1, #versions do
    if versions[i] and tonumber(versions[i]) > at then return true end
  end
  return false
end
`;

// KEYS: entry, versions hash, sequence. Returns {sequence} or {sequence, body, tags}.
const readScript = `${changedSince}
local sequence = redis.call('GET', KEYS[3]) or '0'
local entry = redis.call('HMGET', KEYS[1], 'at', 'tags', 'body')
if not entry[1] then return {sequence} end
if changedSince(KEYS[2], entry[2], tonumber(entry[1])) then
  redis.call('DEL', KEYS[1])
  return {sequence}
end
redis.call('EXPIRE', KEYS[1], ARGV[1])
return {sequence, entry[3], entry[2]}
`;

// KEYS: entry, versions hash. ARGV: sequence read before the render, ttl, tags, body.
const storeScript = `${changedSince}
if changedSince(KEYS[2], ARGV[3], tonumber(ARGV[1])) then return 0 end
redis.call('HSET', KEYS[1], 'at', ARGV[1], 'tags', ARGV[3], 'body', ARGV[4])
redis.call('EXPIRE', KEYS[1], ARGV[2])
return 1
`;

interface PackedHead {
  status: number;
  headers: [string, string][];
  etag: string;
  /** Absent in entries of earlier versions, which always held Brotli. */
  coding?: CachedPage['body']['coding'];
}

/** Head as one JSON line, then the body as the page keeps it (Brotli, about a fifth of the HTML). */
function pack(page: CachedPage): Buffer {
  const head: PackedHead = { status: page.status, headers: page.headers, etag: page.etag, coding: page.body.coding };
  return Buffer.concat([Buffer.from(`${JSON.stringify(head)}\n`), page.body.bytes]);
}

function unpack(packed: Buffer): CachedPage {
  const newline = packed.indexOf(10);
  const { coding, ...head } = JSON.parse(packed.subarray(0, newline).toString('utf8')) as PackedHead;
  // A copy: the reply may be a slice of a larger read buffer, which the cache would then keep.
  return { ...head, body: { coding: coding ?? 'br', bytes: Buffer.from(packed.subarray(newline + 1)) } };
}

/** Tags travel space-separated; none of ours holds a space (content-change.ts). */
const joinTags = (tags: Iterable<string>) => [...tags].join(' ');

export function createSharedPageStore({
  shared,
  keyPrefix,
  ttlSeconds = 24 * 60 * 60,
}: SharedPageStoreOptions): SharedPageStore {
  const { redis, versionsKey, sequenceKey } = shared;
  return {
    async read(key) {
      const reply = (await redis.callBuffer(
        'EVAL',
        readScript,
        3,
        keyPrefix + key,
        versionsKey,
        sequenceKey,
        ttlSeconds,
      )) as Buffer[];
      const sequence = reply[0]!.toString();
      const [, body, tags] = reply;
      if (!body || !tags) return { found: false, sequence };
      return { found: true, page: unpack(body), tags: tags.toString().split(' ').filter(Boolean), sequence };
    },
    async store(key, page, tags, sequence) {
      const stored = await redis.eval(
        storeScript,
        2,
        keyPrefix + key,
        versionsKey,
        sequence,
        ttlSeconds,
        joinTags(tags),
        pack(page),
      );
      return stored === 1;
    },
  };
}
