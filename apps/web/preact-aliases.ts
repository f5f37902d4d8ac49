import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Alias, Plugin } from 'vite';

/**
 * React as Preact's compatibility layer (decision 0048): the browser's runtime, in the production
 * build and in development (vite.config.ts, through `preactInTheBrowser`), and in the unit tests
 * (vitest.config.ts). The server renders with React.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

function preactEntry(source: string): string | undefined {
  for (const { find, replacement } of preactAliases) {
    if (find instanceof RegExp ? find.test(source) : find === source) return replacement;
  }
  return undefined;
}

/**
 * The aliases for Vite's client environment only, in `vite build` and in the development server:
 * Vite's own `resolve.alias` applies to every environment, and the server's must keep React.
 * In development a change reloads the page: React Fast Refresh does not reach Preact's components.
 */
export function preactInTheBrowser(): Plugin {
  return {
    name: 'recipes:preact-in-the-browser',
    enforce: 'pre',
    resolveId(source, importer, options) {
      if (this.environment.name !== 'client') return null;
      const replacement = preactEntry(source);
      return replacement === undefined ? null : this.resolve(replacement, importer, { ...options, skipSelf: true });
    },
    hotUpdate() {
      if (this.environment.name !== 'client') return undefined;
      this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
  };
}

/**
 * The same for the dependencies Vite bundles for the browser in development (react-router,
 * lucide-react): esbuild bundles them, and Vite's plugins do not take part (vite.config.ts,
 * `optimizeDeps`, which is the client environment's).
 */
export const preactInPrebundledDependencies: EsbuildPlugin = {
  name: 'recipes:preact-in-prebundled-dependencies',
  setup(build) {
    build.onResolve({ filter: /^react(-dom)?(\/[\w-]+)?$/ }, async ({ path, kind, resolveDir, importer }) => {
      const replacement = preactEntry(path);
      if (replacement === undefined) return undefined;
      const resolved = await build.resolve(replacement, { kind, resolveDir, importer });
      return resolved.errors.length > 0 ? undefined : { path: resolved.path };
    });
  },
};
