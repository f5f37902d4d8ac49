import { defineConfig } from 'vitest/config';

// Component and unit tests run without the React Router plugin (it only serves the real app).
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['app/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
