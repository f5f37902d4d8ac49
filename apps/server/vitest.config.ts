import { defineConfig } from 'vitest/config';

// The API suite runs on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const projects = [{ extends: true as const, test: { name: 'sqlite', env: { TEST_DIALECT: 'sqlite' } } }];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ extends: true, test: { name: 'postgres', env: { TEST_DIALECT: 'postgres' } } });
}

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    testTimeout: 30000,
    hookTimeout: 60000,
    projects,
  },
});
