import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * What every answer carries (pages, API, photos, assets, errors): no MIME sniffing, no framing,
 * no full URL to other sites, no powerful browser features, a browsing context of its own, and
 * HSTS when the request came over HTTPS. Pages then replace the strict policy below with one that
 * allows their own inline scripts by hash (pageContentSecurityPolicy).
 */
export const baseSecurityHeaders: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** For answers that are not pages (JSON, images, scripts, styles): they may load nothing. */
export const strictContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

export const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * HTTPS as the request arrived: TLS here, or a trusted proxy's X-Forwarded-Proto (Fastify reads
 * that header only when TRUST_PROXY is on, so a client cannot claim HTTPS on plain HTTP).
 */
export function cameOverHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** Sets the headers every answer carries, leaving a page's own policy in place. */
export function applySecurityHeaders(request: FastifyRequest, reply: FastifyReply): void {
  for (const [name, value] of Object.entries(baseSecurityHeaders)) {
    if (!reply.hasHeader(name)) reply.header(name, value);
  }
  if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', strictContentSecurityPolicy);
  if (cameOverHttps(request)) reply.header('Strict-Transport-Security', strictTransportSecurity);
}

/** On every answer of the app (requests refused before routing: see framework-errors.ts). */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    applySecurityHeaders(request, reply);
    return payload;
  });
}

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const typeAttribute = /\btype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i;
const srcAttribute = /\bsrc\s*=/i;
/** Script types a browser runs; others (application/json, application/ld+json) are data blocks. */
const executableType = /^(|module|text\/javascript|application\/javascript|text\/ecmascript)$/i;

/** 'sha256-…' sources for every inline script the document would run, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', content = ''] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes);
    if (!executableType.test((type?.[1] ?? type?.[2] ?? type?.[3] ?? '').trim())) continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * The policy of one rendered page: its own inline scripts (React Router's hydration data and
 * module loader, scroll restoration, streamed Suspense chunks) allowed by SHA-256, nothing else
 * inline. Hashes rather than nonces: rendered pages are cached and served byte for byte to
 * everyone, and a nonce repeated to every visitor would protect nothing.
 */
export function pageContentSecurityPolicy(html: string): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes(html)].join(' '),
    // React sets style attributes (progress bars, image ratios); styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
