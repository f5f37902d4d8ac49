import { defineConfig } from 'vitest/config';

// Component and unit tests run without the React Router plugin (it only serves the real app).
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}', 'sw/**/*.test.ts'],
    setupFiles: ['./vitest.setup.ts'],
    // jsdom renders of whole screens take seconds on a busy 2-core machine; 5 s flaked in CI runs.
    testTimeout: 20000,
    // Hooks in the order they are declared, so the setup file's cleanup() unmounts components
    // before a test file's own afterEach signs out or restores fetch: a component still mounted
    // would react to that teardown and reach the real network.
    sequence: { hooks: 'list' },
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
