import path from 'node:path';
import { loadConfig } from '../../config/env.ts';
import { createDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';

// npm runs workspace scripts inside apps/server; DATA_DIR is resolved from where npm was invoked
// so that `npm run migrate -w @recipes/server` at the root uses the same ./data as `npm start`.
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const config = loadConfig({ ...process.env, DATA_DIR: path.resolve(invokedFrom, process.env.DATA_DIR ?? 'data') });
const database = createDatabase({
  databaseUrl: config.databaseUrl,
  sqliteFile: path.join(config.dataDir, 'recipes.sqlite'),
});
const applied = await migrateToLatest(database);
console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
await database.destroy();
