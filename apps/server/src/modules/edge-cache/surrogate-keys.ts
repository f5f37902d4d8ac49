import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';

/**
 * Our cache tags (decision 0009: `recipe:12`, `list:category:soups`, `search:garl`, `*`) as keys a
 * cache in front understands: `Surrogate-Key` (Fastly, Varnish xkey; space-separated) and
 * `Cache-Tag` (Cloudflare and others; comma-separated). Answers carry the keys of what they show;
 * a write's tags go out the same way in a PURGE (purge-on-write.ts), so one mapping serves both.
 */

/** Every tagged answer carries it; a notice that may touch anything (`*`) purges it. */
export const everythingKey = 'site';

/** Past this, a key is cut and a hash of the whole added (Cache-Tag allows 1,024 bytes; some CDNs 128). */
const maxKeyLength = 100;
/**
 * The longest header of keys an answer sends, and a PURGE request's `xkey-purge`: well under
 * Varnish's default header limit (8 KB) and Cloudflare's Cache-Tag limit (16 KB in all).
 */
export const maxKeysHeaderLength = 4000;
/**
 * A text edit emits a tag for every prefix of every word it changed (search-word-tags.ts), up to
 * thousands. Past this many, a purge sends the `search` key instead: every search answer
 * carries it as well as its words, so the same answers go, plus a few more.
 */
const maxSearchWordKeys = 50;

const safe = /^[A-Za-z0-9._~-]$/;

/** `recipe:12` → `recipe-12`; other characters than letters, digits and `._~-` as `_` and UTF-8 hex. */
export function surrogateKey(tag: string): string {
  if (tag === '*') return everythingKey;
  let key = '';
  for (const char of tag) {
    if (char === ':') key += '-';
    else if (safe.test(char)) key += char;
    else key += [...Buffer.from(char)].map((byte) => `_${byte.toString(16).padStart(2, '0')}`).join('');
  }
  if (key.length <= maxKeyLength) return key;
  return `${key.slice(0, maxKeyLength - 17)}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}`;
}

/**
 * The keys an answer showing what these tags name carries: each tag's key and the site-wide one;
 * null when they would not fit a header (then the answer carries none and is kept only briefly).
 */
export function answerKeys(tags: Iterable<string>): string[] | null {
  const keys = new Set<string>();
  for (const tag of tags) keys.add(surrogateKey(tag));
  keys.add(everythingKey);
  const list = [...keys];
  return list.join(' ').length <= maxKeysHeaderLength ? list : null;
}

/** Sets Surrogate-Key and Cache-Tag on an answer from the tags of what it shows (nothing if too many). */
export function setSurrogateKeys(reply: FastifyReply, tags: Iterable<string>): void {
  const keys = answerKeys(tags);
  if (!keys) return;
  reply.header('Surrogate-Key', keys.join(' '));
  reply.header('Cache-Tag', keys.join(','));
}

/** The same headers as pairs, for a page stored with its headers. */
export function surrogateKeyHeaders(tags: Iterable<string>): [string, string][] {
  const keys = answerKeys(tags);
  return keys
    ? [
        ['surrogate-key', keys.join(' ')],
        ['cache-tag', keys.join(',')],
      ]
    : [];
}

/**
 * The keys a write's tags purge, in batches that each fit one `xkey-purge` header: `*` purges
 * the site-wide key alone; many search words collapse into `search`.
 */
export function purgeBatches(tags: readonly string[]): string[][] {
  if (tags.includes('*')) return [[everythingKey]];
  const words = tags.filter((tag) => tag.startsWith('search:'));
  const kept =
    words.length > maxSearchWordKeys ? [...tags.filter((tag) => !tag.startsWith('search:')), 'search'] : tags;
  const keys = [...new Set(kept.map(surrogateKey))];
  const batches: string[][] = [];
  let batch: string[] = [];
  let length = 0;
  for (const key of keys) {
    if (batch.length > 0 && length + 1 + key.length > maxKeysHeaderLength) {
      batches.push(batch);
      batch = [];
      length = 0;
    }
    length += (batch.length > 0 ? 1 : 0) + key.length;
    batch.push(key);
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
