import type { Alias } from 'vite';

/**
 * React as Preact's compatibility layer (decision 0048): the production browser build
 * (vite.config.ts) and the unit tests of what only the browser's runtime does (vitest.config.ts,
 * project "preact") resolve React's entry points to these.
 */
export const preactAliases: Alias[] = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
