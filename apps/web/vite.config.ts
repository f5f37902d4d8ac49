import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Alias } from 'vite';
import { chunkGroups } from './chunk-groups.ts';
import { preactInPrebundledDependencies, preactInTheBrowser } from './preact-aliases.ts';
import { precompress } from './precompress.ts';
import { serviceWorker } from './sw-build.ts';

const require = createRequire(import.meta.url);

/**
 * Browser-build replacements (production only): react-router's package exports always point at
 * its development files, whose only difference from the production ones is
 * ENABLE_DEV_WARNINGS = true (warnings and a "hey developer" panel): decision 0007.
 */
function browserAliases(): Alias[] {
  const production = (entry: string) => require.resolve(entry).replace('/dist/development/', '/dist/production/');
  return [
    { find: /^react-router$/, replacement: production('react-router') },
    { find: /^react-router\/dom$/, replacement: production('react-router/dom') },
  ];
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // React in the browser is Preact's compatibility layer, in the build and in development, about
  // 50 KB gzip less to load and evaluate; the server renders with React: decision 0048.
  plugins: [preactInTheBrowser(), reactRouter(), precompress(), serviceWorker()],
  build: {
    // One stylesheet for the whole site instead of one per route and shared component: a page
    // then waits for one small, cached request before its first paint, not for ten.
    cssCodeSplit: false,
    // Fewer, larger scripts for the browser (decision 0050); the server build keeps Rollup's own.
    rollupOptions: isSsrBuild
      ? {}
      : {
          output: {
            manualChunks: chunkGroups(path.resolve(import.meta.dirname, 'app')),
            onlyExplicitManualChunks: true,
          },
        },
  },
  resolve: { alias: command === 'build' && !isSsrBuild ? browserAliases() : [] },
  // Development only: Vite finds these two through the contracts package's sources after the
  // first page has loaded, bundles them and reloads the page; meanwhile the page ran with two
  // copies of React ("Cannot read properties of null (reading 'useContext')"). Listed, they are
  // bundled before the first page.
  optimizeDeps: { include: ['lucide-react', 'zod'], esbuildOptions: { plugins: [preactInPrebundledDependencies] } },
  ssr: {
    // The contracts package ships TypeScript sources, so the server build must bundle it.
    noExternal: ['@recipes/contracts'],
  },
}));
