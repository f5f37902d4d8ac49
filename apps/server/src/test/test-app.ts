import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { defaultRateLimits, loadConfig, type AppConfig, type RateLimits } from '../config/env.ts';
import { createDatabase, type Database } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';

/** Which database this test run uses: the vitest project sets TEST_DIALECT. */
export const testDialect: 'sqlite' | 'postgres' = process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: AppConfig;
  /** Where the data lives: the SQLite file, or the PostgreSQL schema of this test app. */
  storage: { sqliteFile: string } | { databaseUrl: string; pgSchema: string };
  close(): Promise<void>;
}

/**
 * A real app on a real database: a fresh SQLite file, or a fresh PostgreSQL schema when the run
 * is the PostgreSQL one. Rate limits are raised unless a test asks for its own. With `web`, it
 * serves pages too (the production build needs `npm run build -w @recipes/web` first).
 */
/** Limits high enough that no test meets them unless it sets its own. */
export const relaxedRateLimits: RateLimits = {
  ...defaultRateLimits,
  apiPerHour: 100000,
  authPerIp: 100000,
  authPerAccount: 100000,
  authPerAccountAllAddresses: 100000,
  pageRendersPerMinute: 100000,
};

export async function createTestApp(
  overrides: Partial<Omit<AppConfig, 'rateLimits'>> & { rateLimits?: Partial<RateLimits> } = {},
  options: Pick<BuildAppOptions, 'web' | 'timeLimits' | 'onRoute'> = {},
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-test-'));
  const config: AppConfig = {
    ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    // Redis keys and channels of one test app never meet those of another test or run.
    redisPrefix: `recipes-test-${randomBytes(6).toString('hex')}-`,
    ...overrides,
    rateLimits: { ...relaxedRateLimits, ...overrides.rateLimits },
  };
  let dropSchema = async () => {};
  let database: Database;
  let storage: TestApp['storage'];
  if (testDialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DIALECT=postgres needs TEST_DATABASE_URL');
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    database = createDatabase({ databaseUrl: url, pgSchema: schema });
    storage = { databaseUrl: url, pgSchema: schema };
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  } else {
    storage = { sqliteFile: path.join(dataDir, 'test.sqlite') };
    database = createDatabase(storage);
  }
  await migrateToLatest(database);
  const app = await buildApp({ config, database, logger: false, ...options });
  await app.ready();
  return {
    app,
    database,
    config,
    storage,
    async close() {
      await app.close();
      await database.destroy();
      await dropSchema();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
