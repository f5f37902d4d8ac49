import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * The service worker and the web app manifest keep their names while each build changes them:
 * browsers ask again every time (a 304 when unchanged), so a new build reaches installed apps.
 */
const revalidatedFiles = new Set(['sw.js', 'manifest.webmanifest']);

/**
 * The service worker's own policy (a worker follows the CSP of its script): it fetches pages,
 * photos and assets of this site and loads nothing else.
 */
export const serviceWorkerContentSecurityPolicy =
  "default-src 'none'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'";

function relativePath(filePath: string, clientDir: string): string {
  return path.relative(clientDir, filePath).split(path.sep).join('/');
}

/** Hashed build output never changes under the same name; other files (favicon, share image) may. */
export function assetCacheControl(filePath: string, clientDir: string): string {
  const relative = relativePath(filePath, clientDir);
  if (relative.startsWith('assets/')) return 'public, max-age=31536000, immutable';
  return revalidatedFiles.has(relative) ? 'no-cache' : 'public, max-age=3600';
}

/**
 * Serves the browser build, precompressed where the build left .br / .gz files. Routes are made
 * per file found at start (no wildcard), so every other path falls through to the page handler.
 */
export async function registerStaticAssets(app: FastifyInstance, clientDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: clientDir,
    prefix: '/',
    wildcard: false,
    index: false,
    decorateReply: false,
    // The web build writes .br and .gz next to its text assets (apps/web/precompress.ts).
    preCompressed: true,
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      reply.header('Cache-Control', assetCacheControl(filePath, clientDir));
      const relative = relativePath(filePath, clientDir);
      if (relative === 'sw.js') reply.header('Content-Security-Policy', serviceWorkerContentSecurityPolicy);
      if (relative === 'manifest.webmanifest') reply.header('Content-Type', 'application/manifest+json; charset=utf-8');
    },
  });
}
