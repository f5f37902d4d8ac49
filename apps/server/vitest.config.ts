import { defineConfig } from 'vitest/config';

// The API suite runs on SQLite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
// The multi-instance test (*.cluster.ts: nginx, two server processes, PostgreSQL, Redis, S3
// stand-in) runs once, in a project of its own.
const apiTests = ['src/**/*.test.ts'];
const projects = [
  { extends: true as const, test: { name: 'sqlite', include: apiTests, env: { TEST_DIALECT: 'sqlite' } } },
  {
    extends: true as const,
    test: { name: 'cluster', include: ['src/**/*.cluster.ts'], testTimeout: 180_000, hookTimeout: 300_000 },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({ extends: true, test: { name: 'postgres', include: apiTests, env: { TEST_DIALECT: 'postgres' } } });
}

export default defineConfig({
  test: {
    testTimeout: 30000,
    hookTimeout: 60000,
    projects,
  },
});
