import { preactAliases } from './preact-aliases.ts';
import { defineConfig } from 'vitest/config';

const shared = {
  environment: 'jsdom',
  // jsdom renders of whole screens take seconds on a busy 2-core machine; 5 s flaked in CI runs.
  testTimeout: 20000,
};

// Component and unit tests run without the React Router plugin (it only serves the real app).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: 'react',
          include: ['app/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', '*.test.ts'],
          exclude: ['app/**/*.preact.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
          // Hooks in the order they are declared, so the setup file's cleanup() unmounts components
          // before a test file's own afterEach signs out or restores fetch: a component still mounted
          // would react to that teardown and reach the real network.
          sequence: { hooks: 'list' },
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        // What only the browser's runtime does (decision 0048): React is preact/compat here, as in
        // the production build (vite.config.ts), which also sets CLIENT_RUNTIME. Set through `env`,
        // not `define`: a `define` of an import.meta.env key here reached the other project too.
        resolve: { alias: preactAliases },
        test: {
          ...shared,
          name: 'preact',
          include: ['app/**/*.preact.test.tsx'],
          env: { CLIENT_RUNTIME: 'preact' },
        },
      },
    ],
  },
});
