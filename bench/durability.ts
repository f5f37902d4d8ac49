/**
 * `npm run bench:durability -- --writes 2000`: what SQLite's synchronous=FULL costs against
 * NORMAL. Creates recipes one by one through the recipes service (each its own transaction, as a
 * request would) on a fresh database file in DATA_DIR-like temp space, once per setting, and
 * prints writes per second. Bounded: --writes recipes per setting (default 2,000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { recipeBody, registerBody } from '../apps/server/src/sample-content/factories.ts';
import { findUserWithCounts } from '../apps/server/src/modules/accounts/users.repository.ts';
import { createServices } from '../apps/server/src/services.ts';
import { numberFlag, parseFlags } from './lib/flags.ts';

const flags = parseFlags(process.argv.slice(2));
const writes = numberFlag(flags, 'writes', 2000);
// Where the database files go: the disk the site's DATA_DIR would be on matters, so it can be chosen.
const baseDir = flags.get('dir') ?? os.tmpdir();

async function measure(synchronous: 'NORMAL' | 'FULL'): Promise<number> {
  const dataDir = fs.mkdtempSync(path.join(baseDir, 'recipes-durability-'));
  try {
    const database = createDatabase({ sqliteFile: path.join(dataDir, 'recipes.sqlite') });
    await migrateToLatest(database);
    // The app opens with FULL; NORMAL is set here only to measure the difference.
    await sql.raw(`pragma synchronous = ${synchronous}`).execute(database.db);
    const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
    const services = createServices(database, config, Fastify({ logger: false }).log);
    const { id } = await services.accounts.register(registerBody({ username: 'bench_writer' }));
    const user = await findUserWithCounts(database.db, id);
    if (!user) throw new Error('bench member vanished');
    const started = performance.now();
    for (let i = 0; i < writes; i++) await services.recipes.create(user, recipeBody({ name: `Durable soup ${i}` }));
    const seconds = (performance.now() - started) / 1000;
    await services.accounts.close();
    await database.destroy();
    return writes / seconds;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const normal = await measure('NORMAL');
const full = await measure('FULL');
console.log(`SQLite recipe creates through the service, ${writes} per setting, files in ${baseDir}:`);
console.log(`  synchronous=NORMAL  ${normal.toFixed(0)} writes/s  (${(1000 / normal).toFixed(2)} ms each)`);
console.log(`  synchronous=FULL    ${full.toFixed(0)} writes/s  (${(1000 / full).toFixed(2)} ms each)`);
console.log(`  FULL costs ${(((normal - full) / normal) * 100).toFixed(0)} % of NORMAL's write rate`);
