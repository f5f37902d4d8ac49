import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text assets worth compressing; photos and fonts are compressed already. */
const compressible = /\.(js|css|json|svg)$/;

/**
 * Writes `name.br` (quality 11) and `name.gz` (level 9) next to every text asset of the browser
 * build. The server sends them as they are (@fastify/static `preCompressed`), so the browser
 * gets the smallest files without the server compressing on each request.
 */
export function precompress(): Plugin {
  let outDir = '';
  let isServerBuild = false;
  return {
    name: 'recipes:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    async writeBundle(_options, bundle) {
      if (isServerBuild) return;
      const files = Object.keys(bundle).filter((name) => compressible.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const content = await readFile(file);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzipAsync(content, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
