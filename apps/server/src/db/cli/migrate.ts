import path from 'node:path';
import { loadConfig } from '../../config/env.ts';
import { createDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { withStartupLock } from '../startup-lock.ts';

// npm runs workspace scripts inside apps/server; DATA_DIR is resolved from where npm was invoked
// so that `npm run migrate -w @recipes/server` at the root uses the same ./data as `npm start`.
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig({ ...process.env, DATA_DIR: path.resolve(invokedFrom, process.env.DATA_DIR ?? 'data') });
const sqliteFile = path.join(config.dataDir, 'recipes.sqlite');
const database = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile });
// The same lock as at server start, so this never migrates alongside a starting instance.
const applied = await withStartupLock(database, { sqliteFile }, () => migrateToLatest(database));
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
await database.destroy();
