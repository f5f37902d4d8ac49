import path from 'node:path';
import { buildApp } from '../../app.ts';
import { ConfigError, loadConfig } from '../../config/env.ts';
import { createDatabase } from '../database.ts';
import { migrateToLatest } from '../migrate.ts';
import { withStartupLock } from '../startup-lock.ts';
import { hasRecipes, seedSampleContent } from '../../sample-content/seed.ts';
import { samplePassword } from '../../sample-content/members.ts';

// `npm run seed -w @recipes/server [-- --force]`: seeds sample content into an empty database.
// --force seeds even when recipes exist (sample members from an earlier run are reused).
const force = process.argv.includes('--force');

// npm runs workspace scripts inside apps/server; DATA_DIR is read from where npm was invoked, so
// `npm run seed -w @recipes/server` at the root fills the same ./data that `npm start` serves.
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
let config;
try {
  config = loadConfig({ ...process.env, DATA_DIR: path.resolve(invokedFrom, process.env.DATA_DIR ?? 'data') });
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const sqliteFile = path.join(config.dataDir, 'recipes.sqlite');
const database = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile });
const app = await buildApp({ config, database, logger: false });
let exitCode = 0;
try {
  // The same lock as at server start: an instance starting meanwhile waits instead of seeding too.
  await withStartupLock(database, { sqliteFile }, () => seed());
} catch (error) {
  console.error('Seeding failed:', error);
  exitCode = 1;
} finally {
  await app.close();
  await database.destroy();
}
process.exit(exitCode);

async function seed(): Promise<void> {
  const applied = await migrateToLatest(database);
  if (applied.length) console.log(`applied migrations: ${applied.join(', ')}`);
  if (!force && (await hasRecipes(app.services))) {
    console.log('The database already has recipes; nothing seeded (use --force to seed anyway).');
  } else {
    const summary = await seedSampleContent(app.services);
    console.log(
      `Seeded ${summary.recipes} recipes, ${summary.photos} photos and ${summary.ratings} ratings ` +
        `by ${summary.members} members in ${(summary.milliseconds / 1000).toFixed(1)} s. ` +
        `Sample members sign in with the password "${samplePassword}".`,
    );
    console.log('time per phase (ms):', summary.phases);
  }
}
