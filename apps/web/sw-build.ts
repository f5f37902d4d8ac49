import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';
import type { Plugin } from 'vite';

/** What the service worker precaches of the build: the app shell (scripts, styles, fonts). */
const shellAsset = /^assets\/.+\.(js|css|woff2?)$/;
/** Public files worth having offline: the manifest and its icons, the favicon. */
const shellPublic = /^(favicon\.svg|manifest\.webmanifest|icons\/.+\.png)$/;

/** Files under `dir/prefix`, as paths relative to `dir`. */
async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const name = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? filesUnder(dir, name) : Promise.resolve([name]);
    }),
  );
  return nested.flat();
}

/**
 * Bundles sw/sw.ts (Workbox) into the browser build as `sw.js`, with the list of files to
 * precache written in (Workbox's injectManifest, done here with esbuild, which Vite ships).
 * Hashed assets need no revision; public files get one from their content.
 */
export function serviceWorker(): Plugin {
  let root = '';
  let clientDir = '';
  let publicDir = '';
  let isServerBuild = false;
  return {
    name: 'recipes:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // build/server → build/client: React Router builds the browser first, then the server.
      clientDir = path.resolve(config.root, config.build.outDir, '..', 'client');
      publicDir = config.publicDir;
      isServerBuild = Boolean(config.build.ssr);
    },
    // At the end of the server build: React Router writes the browser's route manifest
    // (assets/manifest-<hash>.js) only then, and every page loads it.
    async closeBundle() {
      if (!isServerBuild) return;
      const assets = (await filesUnder(clientDir, 'assets'))
        .filter((name) => shellAsset.test(name))
        .sort()
        .map((name) => ({ url: `/${name}`, revision: null }));
      const statics = await Promise.all(
        (await filesUnder(publicDir))
          .filter((name) => shellPublic.test(name))
          .sort()
          .map(async (name) => ({
            url: `/${name}`,
            revision: createHash('sha256')
              .update(await readFile(path.join(publicDir, name)))
              .digest('hex')
              .slice(0, 16),
          })),
      );
      const manifest = [...assets, ...statics];
      const revision = createHash('sha256').update(JSON.stringify(manifest)).digest('hex').slice(0, 16);
      await build({
        entryPoints: [path.join(root, 'sw', 'sw.ts')],
        outfile: path.join(clientDir, 'sw.js'),
        bundle: true,
        format: 'iife',
        minify: true,
        target: 'es2020',
        legalComments: 'none',
        logLevel: 'warning',
        define: {
          'self.__WB_MANIFEST': JSON.stringify(manifest),
          'self.__SW_REVISION': JSON.stringify(revision),
          // Workbox's development logging and checks go.
          'process.env.NODE_ENV': '"production"',
        },
      });
    },
  };
}
