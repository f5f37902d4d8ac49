import zlib from 'node:zlib';

/** The codings the site sends; the compress plugin offers the same two. */
export type ContentCoding = 'br' | 'gzip';

/** Below this, compressing saves less than it costs (the compress plugin's own threshold). */
export const compressFrom = 1024;

/** The coding to send: Brotli when accepted, else gzip, else none; `;q=0` refuses a coding. */
export function codingFor(acceptEncoding: string | undefined): ContentCoding | null {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    const quality = params.find((param) => param.startsWith('q='));
    if (name && (!quality || Number(quality.slice(2)) > 0)) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/**
 * Compression of cached pages and API answers, once per body and coding. On the event loop, on
 * purpose: zlib's asynchronous calls run the same compression through its stream machinery on
 * the thread pool, and in `npm run bench:mix` they cost more CPU per request than they took off
 * the loop (decision 0035, measured).
 */
export const compressors: Record<ContentCoding, (body: Buffer) => Buffer> = {
  // Quality 5: on a 65 KB page, quality 6 costs about a sixth more CPU for half a percent less.
  br: (body) => zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => zlib.gzipSync(body),
};

const encodedBodies = new WeakMap<Buffer, Partial<Record<ContentCoding, Buffer>>>();

/**
 * `body` compressed, made once per body and coding and kept while the body itself is kept (a
 * cached API answer): a hit then costs no compression. Only for buffers that are reused as they
 * are; a fresh buffer per request would only fill the map.
 */
export function encodeOnce(body: Buffer, coding: ContentCoding): Buffer {
  let encoded = encodedBodies.get(body);
  if (!encoded) encodedBodies.set(body, (encoded = {}));
  return (encoded[coding] ??= compressors[coding](body));
}
