import fs from 'node:fs/promises';
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

const assetTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};

/** How long hashed assets of earlier builds stay available after their build was replaced. */
const keptAssetDays = 30;

/**
 * Hashed assets of earlier builds stay available (decision 0051): a page stored by the previous
 * build is served until this build has rendered it again, and a browser may still hold such a
 * page. At start the build's `assets/` are copied into `keptDir` (hashed names never clash); a
 * request for an asset this build does not have is answered from there. Copies older than
 * 30 days are removed.
 */
export async function registerKeptAssets(app: FastifyInstance, clientDir: string, keptDir: string): Promise<void> {
  const built = path.join(clientDir, 'assets');
  await fs.mkdir(keptDir, { recursive: true });
  const oldest = Date.now() - keptAssetDays * 24 * 60 * 60 * 1000;
  const current = new Set(await fs.readdir(built).catch(() => [] as string[]));
  for (const name of await fs.readdir(keptDir)) {
    if (current.has(name)) continue;
    const stat = await fs.stat(path.join(keptDir, name));
    if (stat.mtimeMs < oldest) await fs.rm(path.join(keptDir, name), { force: true });
  }
  const kept = new Set(await fs.readdir(keptDir));
  const now = new Date();
  for (const name of current) {
    const target = path.join(keptDir, name);
    // A hashed name's content never changes: a kept copy is only touched, so that a build served
    // again keeps its copies another 30 days; only files new to keptDir are copied.
    const keep = kept.has(name) ? fs.utimes(target, now, now) : fs.copyFile(path.join(built, name), target);
    await keep.catch(() => undefined);
  }
  // Exact routes of this build's files (registerStaticAssets) win over this parametric one.
  app.get('/assets/:name', { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params as { name: string };
    const type = assetTypes[path.extname(name)];
    if (!type || name.includes('/') || name.startsWith('.') || current.has(name)) return reply.callNotFound();
    const file = path.join(keptDir, name);
    const body = await fs.readFile(file).catch(() => null);
    if (!body) return reply.callNotFound();
    return reply
      .header('Content-Type', type)
      .header('Cache-Control', assetCacheControl(path.join(clientDir, 'assets', name), clientDir))
      .send(body);
  });
}
