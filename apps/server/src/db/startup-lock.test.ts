import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialect } from '../test/test-app.ts';
import { createDatabase, nowIso, type Database } from './database.ts';
import { migrateToLatest } from './migrate.ts';
import { withStartupLock } from './startup-lock.ts';

// Two instances starting at the same moment on one empty database: each on its own connections.
const url = process.env.TEST_DATABASE_URL;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-startup-lock-'));
const sqliteFile = path.join(dataDir, 'recipes.sqlite');
const schema = `test_${randomBytes(6).toString('hex')}`;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(query);
  await client.end();
}

function open(): Database {
  return testDialect === 'postgres'
    ? createDatabase({ databaseUrl: url, pgSchema: schema })
    : createDatabase({ sqliteFile });
}

beforeAll(async () => {
  if (testDialect === 'postgres') await admin(`create schema ${schema}`);
});
afterAll(async () => {
  if (testDialect === 'postgres') await admin(`drop schema ${schema} cascade`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** What server.ts does at start: migrate, then seed when empty (here: one member, slowly). */
async function start(database: Database, seeded: string[]): Promise<string[]> {
  return withStartupLock(database, { sqliteFile }, async () => {
    const applied = await migrateToLatest(database);
    const existing = await database.db.selectFrom('users').select('id').limit(1).executeTakeFirst();
    if (!existing) {
      // Wide enough that two unlocked starts would both find the table empty.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const now = nowIso();
      const name = `seed_${randomBytes(4).toString('hex')}`;
      await database.db
        .insertInto('users')
        .values({
          username: name,
          username_lower: name,
          email: `${name}@example.test`,
          name,
          password_hash: null,
          profile_picture: null,
          roles: '["user"]',
          facebook_id: null,
          google_id: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      seeded.push(name);
    }
    return applied;
  });
}

describe(`start-up lock (${testDialect})`, () => {
  it('migrates and seeds once when two instances start together, without an error in either', async () => {
    const [first, second] = [open(), open()];
    const seeded: string[] = [];
    try {
      const applied = await Promise.all([start(first, seeded), start(second, seeded)]);
      // One of them applied every migration, the other found none left to apply.
      expect(applied.map((names) => names.length).sort()).toEqual([0, Math.max(...applied.map((a) => a.length))]);
      expect(Math.max(...applied.map((a) => a.length))).toBeGreaterThan(0);
      expect(seeded).toHaveLength(1);
      const users = await first.db.selectFrom('users').select('username').execute();
      expect(users.map((u) => u.username)).toEqual(seeded);
    } finally {
      await Promise.all([first.destroy(), second.destroy()]);
    }
  });

  it('is free again afterwards, and a failed start releases it', async () => {
    const database = open();
    try {
      await expect(
        withStartupLock(database, { sqliteFile }, async () => {
          throw new Error('migration failed');
        }),
      ).rejects.toThrow('migration failed');
      expect(await withStartupLock(database, { sqliteFile }, async () => 'second start')).toBe('second start');
    } finally {
      await database.destroy();
    }
  });
});
