import path from 'node:path';
import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';
import type { ServerBuild } from 'react-router';
import type * as Vite from 'vite';
import type { ViteDevServer } from 'vite';

// Vite is a development tool and no dependency of the production server: a computed specifier
// keeps the bundler from pulling it into dist/server.js.
const viteSpecifier = 'vite';

/**
 * Development: Vite in middleware mode serves modules with hot reload, and every page request
 * loads the current server build through Vite, so edits show without a restart.
 */
export async function startViteDevServer(app: FastifyInstance, webRoot: string): Promise<ViteDevServer> {
  const vite = (await import(viteSpecifier)) as typeof Vite;
  const server = await vite.createServer({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    // Loads the config in memory: the default writes a temporary file next to it, which the
    // server's own file watcher (tsx watch) would take for a change and restart on.
    configLoader: 'runner',
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server: app.server } },
  });
  app.addHook('onClose', async () => {
    await server.close();
  });
  return server;
}

/** Puts Vite's middleware in front of the routes of `scope` (the page routes, not the API). */
export async function useViteMiddleware(scope: FastifyInstance, server: ViteDevServer): Promise<void> {
  await scope.register(middie);
  scope.use(server.middlewares);
}

export function loadDevServerBuild(server: ViteDevServer): () => Promise<ServerBuild> {
  return async () => (await server.ssrLoadModule('virtual:react-router/server-build')) as ServerBuild;
}
