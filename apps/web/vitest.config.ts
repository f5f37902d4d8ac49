import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact-aliases.ts';

const require = createRequire(import.meta.url);
const esm = (name: string, file: string) => require.resolve(`${name}/package.json`).replace(/package\.json$/, file);

const shared = {
  // jsdom renders of whole screens take seconds on a busy 2-core machine; 5 s flaked in CI runs.
  testTimeout: 20000,
};

// Component and unit tests run without the React Router plugin (it only serves the real app).
export default defineConfig({
  test: {
    projects: [
      {
        // What the browser runs (decision 0048): React is preact/compat here, as in the browser
        // build and the development server (vite.config.ts).
        resolve: {
          alias: [
            ...preactAliases,
            // Testing Library's act() comes from react-dom/test-utils when React has none.
            { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
            // Their ES module builds, bundled with the tests (server.deps.inline), so that their
            // imports of React reach the aliases above; Node would load the CommonJS ones.
            {
              find: /^@testing-library\/react$/,
              replacement: esm('@testing-library/react', 'dist/@testing-library/react.esm.js'),
            },
            { find: /^react-router$/, replacement: esm('react-router', 'dist/development/index.mjs') },
            { find: /^lucide-react$/, replacement: esm('lucide-react', 'dist/esm/lucide-react.mjs') },
          ],
        },
        test: {
          ...shared,
          name: 'browser',
          environment: 'jsdom',
          include: ['app/**/*.test.{ts,tsx}', 'sw/**/*.test.ts', '*.test.ts'],
          exclude: ['app/**/*.server.test.tsx'],
          setupFiles: ['./vitest.setup.ts'],
          server: { deps: { inline: ['@testing-library/react', 'react-router', 'lucide-react'] } },
          // Hooks in the order they are declared, so the setup file's cleanup() unmounts components
          // before a test file's own afterEach signs out or restores fetch: a component still mounted
          // would react to that teardown and reach the real network.
          sequence: { hooks: 'list' },
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      {
        // What the server writes, which the browser hydrates: React, as in the server build.
        test: {
          ...shared,
          name: 'server',
          environment: 'node',
          include: ['app/**/*.server.test.tsx'],
        },
      },
    ],
  },
});
