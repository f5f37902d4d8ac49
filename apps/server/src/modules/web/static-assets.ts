import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Hashed build output never changes under the same name; other files (favicon, share image) may. */
export function assetCacheControl(filePath: string, clientDir: string): string {
  const relative = path.relative(clientDir, filePath).split(path.sep).join('/');
  return relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
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
    },
  });
}
