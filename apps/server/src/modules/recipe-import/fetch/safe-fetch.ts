import { lookup as dnsLookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { mayConnectTo } from './address-policy.ts';
import { FetchError } from './fetch-errors.ts';

export interface FetchLimits {
  /** Largest body accepted, after decompression. */
  maxBytes: number;
  /** The whole fetch, redirects included. */
  totalMs: number;
  /** Longest silence while connecting or reading. */
  idleMs: number;
  maxRedirects: number;
}

export interface SafeFetchOptions {
  limits: FetchLimits;
  allowPrivate: boolean;
  accept: string;
}

export interface FetchedResource {
  /** The address that finally answered (after redirects). */
  url: string;
  contentType: string;
  body: Buffer;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const userAgent = 'Mozilla/5.0 (compatible; RecipeImport/1.0; +https://schema.org/Recipe)';

/** Only http(s) with a host; credentials in the address are refused as well. */
export function parseFetchUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new FetchError('badUrl');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchError('scheme', url.protocol);
  if (!url.hostname || url.username || url.password) throw new FetchError('badUrl');
  return url;
}

/**
 * Resolves the host once, refuses it unless every candidate we would use is allowed, and returns
 * the one address the connection will be pinned to (no second lookup an attacker's DNS could
 * answer differently).
 */
async function resolveAllowed(hostname: string, allowPrivate: boolean): Promise<{ address: string; family: 4 | 6 }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const literal = isIP(bare);
  const candidates =
    literal !== 0
      ? [{ address: bare, family: literal }]
      : await dnsLookup(bare, { all: true, verbatim: true }).catch(() => {
          throw new FetchError('unresolvable', hostname);
        });
  if (candidates.length === 0) throw new FetchError('unresolvable', hostname);
  // One refused address is enough to refuse the host: a name that points at both a public and an
  // internal address is not one we want to reach.
  if (candidates.some((candidate) => !mayConnectTo(candidate.address, allowPrivate))) {
    throw new FetchError('privateAddress', hostname);
  }
  const first = candidates[0]!;
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A DNS lookup cannot be cancelled; the deadline stops waiting for it instead. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new FetchError('timeout'));
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function pinnedLookup(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function decoded(response: http.IncomingMessage): Readable {
  switch (String(response.headers['content-encoding'] ?? '').toLowerCase()) {
    case 'gzip':
    case 'x-gzip':
      return response.pipe(zlib.createGunzip());
    case 'deflate':
      return response.pipe(zlib.createInflate());
    case 'br':
      return response.pipe(zlib.createBrotliDecompress());
    default:
      return response;
  }
}

interface HopResult {
  status: number;
  location: string | undefined;
  contentType: string;
  body: Buffer;
}

/** One request to one checked address; the body is read only for a final (non-redirect) answer. */
function requestOnce(
  url: URL,
  options: SafeFetchOptions,
  pinned: { address: string; family: 4 | 6 },
  signal: AbortSignal,
) {
  const { limits } = options;
  return new Promise<HopResult>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(url, {
      method: 'GET',
      agent: false,
      lookup: pinnedLookup(pinned.address, pinned.family),
      signal,
      headers: {
        'user-agent': userAgent,
        accept: options.accept,
        'accept-encoding': 'gzip, deflate, br',
        'accept-language': 'en, de;q=0.9, vi;q=0.8',
      },
    });
    request.setTimeout(limits.idleMs, () => request.destroy(new FetchError('timeout')));
    request.on('error', (error) => {
      if (error instanceof FetchError) reject(error);
      else if (signal.aborted) reject(new FetchError('timeout'));
      else reject(new FetchError('network', error.message));
    });
    request.on('response', (response) => {
      const status = response.statusCode ?? 0;
      const contentType = String(response.headers['content-type'] ?? '');
      if (redirectStatuses.has(status) || status < 200 || status >= 300) {
        response.resume();
        resolve({ status, location: response.headers.location, contentType, body: Buffer.alloc(0) });
        return;
      }
      const declared = Number(response.headers['content-length']);
      if (Number.isFinite(declared) && declared > limits.maxBytes) {
        request.destroy(new FetchError('tooLarge'));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      const body = decoded(response);
      body.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > limits.maxBytes) {
          request.destroy(new FetchError('tooLarge'));
          body.destroy();
          return;
        }
        chunks.push(chunk);
      });
      body.on('error', (error) =>
        reject(error instanceof FetchError ? error : new FetchError('network', error.message)),
      );
      response.on('error', (error) =>
        reject(error instanceof FetchError ? error : new FetchError('network', error.message)),
      );
      body.on('end', () => resolve({ status, location: undefined, contentType, body: Buffer.concat(chunks) }));
    });
    request.end();
  });
}

/**
 * GET a public http(s) resource with every safety the import needs: scheme check, DNS resolved
 * here and each address checked, the connection pinned to the checked address, redirects followed
 * by hand (each target checked the same way), a size cap after decompression, an idle timeout and
 * a deadline for the whole fetch.
 */
export async function safeFetch(rawUrl: string, options: SafeFetchOptions): Promise<FetchedResource> {
  const controller = new AbortController();
  const deadline = setTimeout(() => controller.abort(), options.limits.totalMs);
  try {
    let url = parseFetchUrl(rawUrl);
    for (let hop = 0; ; hop += 1) {
      const pinned = await untilAborted(resolveAllowed(url.hostname, options.allowPrivate), controller.signal);
      const result = await requestOnce(url, options, pinned, controller.signal);
      if (redirectStatuses.has(result.status) && result.location) {
        if (hop >= options.limits.maxRedirects) throw new FetchError('tooManyRedirects');
        url = parseFetchUrl(new URL(result.location, url).toString());
        continue;
      }
      if (result.status < 200 || result.status >= 300) throw new FetchError('httpStatus', String(result.status));
      return { url: url.toString(), contentType: result.contentType, body: result.body };
    }
  } finally {
    clearTimeout(deadline);
  }
}
