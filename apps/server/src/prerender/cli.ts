import path from 'node:path';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config/env.ts';
import { createDatabase } from '../db/database.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { withStartupLock } from '../db/startup-lock.ts';
import { createHealthService } from '../modules/health/health.service.ts';

// `npm run prerender`: renders every page kept rendered ahead (pages.total) that is missing, stale
// or of another build, in the foreground with a progress bar, and exits (decision 0051). The same
// work the server does in the background; run beside running instances it shares it with them.
const invokedFrom = process.env.INIT_CWD ?? process.cwd();
const config = {
  ...loadConfig({ ...process.env, DATA_DIR: path.resolve(invokedFrom, process.env.DATA_DIR ?? 'data') }),
  renderAhead: true,
};
const sqliteFile = path.join(config.dataDir, 'recipes.sqlite');
const database = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile });
await withStartupLock(database, { sqliteFile }, () => migrateToLatest(database));
const app = await buildApp({ config, database, logger: false, web: { mode: 'production' } });
await app.ready();
const health = createHealthService({ db: database.db, redis: null, pageWork: () => app.pageWork });

const started = Date.now();
const width = 30;
for (;;) {
  const { pages } = await health.check();
  const done = pages.total === 0 ? 1 : pages.ready / pages.total;
  const filled = Math.round(done * width);
  const seconds = Math.round((Date.now() - started) / 1000);
  process.stderr.write(
    `\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${pages.ready}/${pages.total} pages ready, ${seconds} s `,
  );
  if (pages.ready >= pages.total && !pages.rendering) break;
  await new Promise((resolve) => setTimeout(resolve, 500));
}
process.stderr.write('\n');
console.log(`every page is rendered for build ${app.pageWork?.buildId ?? '?'}`);
await app.close();
await database.destroy();
