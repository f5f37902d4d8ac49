import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from './database.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-db-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('SQLite durability settings', () => {
  it('opens in WAL mode with synchronous=FULL, so a commit is on disk before it is acknowledged', async () => {
    const database = createDatabase({ sqliteFile: path.join(dir, 'durable.sqlite') });
    try {
      const { rows: sync } = await sql<{ synchronous: number }>`pragma synchronous`.execute(database.db);
      // 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA.
      expect(sync[0]?.synchronous).toBe(2);
      const { rows: journal } = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
      expect(journal[0]?.journal_mode).toBe('wal');
    } finally {
      await database.destroy();
    }
  });
});
