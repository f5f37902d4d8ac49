import zlib from 'node:zlib';
import { compressFrom, compressors } from '../../http/content-coding.ts';

/**
 * How a cached page's body is kept: as Brotli, which every current browser accepts and which
 * takes about a fifth of the HTML's memory, so the same PAGE_CACHE_MB holds five times the
 * pages. Bodies too small to gain from compression stay as they are.
 */
export interface StoredBody {
  coding: 'br' | 'identity';
  bytes: Buffer;
}

/** A rendered page's body as the cache keeps it (about a millisecond of Brotli for 50 KB). */
export function storeBody(body: Buffer): StoredBody {
  if (body.length < compressFrom) return { coding: 'identity', bytes: body };
  return { coding: 'br', bytes: compressors.br(body) };
}

export function plainBody(stored: StoredBody): Buffer {
  return stored.coding === 'br' ? zlib.brotliDecompressSync(stored.bytes) : stored.bytes;
}

/**
 * Gzip copies for the few clients without Brotli, keyed by the page's validator: an ETag names
 * exact bytes, so a copy can never show anything but the page it was made from, and an unused
 * one simply ages out (least recently used first, within `maxBytes`).
 */
export function createGzipVariants(maxBytes: number) {
  const copies = new Map<string, Buffer>();
  let bytes = 0;
  return {
    of(etag: string, stored: StoredBody): Buffer {
      const kept = copies.get(etag);
      if (kept) {
        copies.delete(etag);
        copies.set(etag, kept);
        return kept;
      }
      const gzip = zlib.gzipSync(plainBody(stored));
      copies.set(etag, gzip);
      bytes += gzip.length;
      for (const [oldest, copy] of copies) {
        if (bytes <= maxBytes) break;
        copies.delete(oldest);
        bytes -= copy.length;
      }
      return gzip;
    },
    get bytes() {
      return bytes;
    },
  };
}
