import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from './database.ts';

// Two writers on one SQLite file, as two instances on one machine are: a transaction that read
// and then writes must not fail because the other wrote in between (bench:mix with two instances
// on SQLite met that as 500s). The other writer runs in a worker thread: its wait for the lock blocks only it.

const otherWriter = `
const { workerData, parentPort } = require('node:worker_threads');
const SQLite = require(workerData.driver);
const db = new SQLite(workerData.file);
db.pragma('busy_timeout = 5000');
parentPort.postMessage('ready');
parentPort.once('message', () => {
  try {
    db.prepare("insert into notes (text) values ('from the other process')").run();
    parentPort.postMessage('written');
  } catch (error) {
    parentPort.postMessage('failed: ' + error.code);
  }
});
`;

let dir = '';
let database: Database | null = null;
afterEach(async () => {
  await database?.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('SQLite with several processes on one file', () => {
  it('lets a transaction that read first write after another process wrote', async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-sqlite-processes-'));
    const file = path.join(dir, 'shared.sqlite');
    database = createDatabase({ sqliteFile: file });
    const { db } = database;
    await sql`create table notes (id integer primary key, text text not null)`.execute(db);

    const worker = new Worker(otherWriter, {
      eval: true,
      workerData: { file, driver: require.resolve('better-sqlite3') },
    });
    const next = () => new Promise<string>((resolve) => worker.once('message', resolve));
    expect(await next()).toBe('ready');

    let otherResult: Promise<string> = Promise.resolve('');
    await db.transaction().execute(async (tx) => {
      const before = await sql<{ n: number }>`select count(*) as n from notes`.execute(tx);
      // The other process writes while this transaction holds its snapshot.
      otherResult = next();
      worker.postMessage('write');
      await new Promise((resolve) => setTimeout(resolve, 100));
      await sql`insert into notes (text) values (${`after reading ${before.rows[0]!.n}`})`.execute(tx);
    });
    expect(await otherResult).toBe('written');
    const rows = await sql<{ n: number }>`select count(*) as n from notes`.execute(db);
    expect(rows.rows[0]!.n).toBe(2);
    await worker.terminate();
  });
});
