import path from 'node:path';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config/env.ts';
import { createLogger, logStep, resolveLogFormat } from './config/logging.ts';
import { createDatabase } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { withStartupLock } from './db/startup-lock.ts';
import { scheduleOrphanSweep } from './modules/photos/orphan-sweep.ts';
import { seedIfEmpty } from './sample-content/seed.ts';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const sqliteFile = path.join(config.dataDir, 'recipes.sqlite');
  const database = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile });
  const dev = config.env === 'development';
  const log = createLogger(config.logLevel, resolveLogFormat(config.logFormat, process.stdout.isTTY));
  // Instances started together take turns here, so the database is migrated and seeded once.
  const { app, addSamplePhotos } = await withStartupLock(database, { sqliteFile }, async () => {
    logStep(log, 'Migrating the database…');
    await migrateToLatest(database);
    const built = await buildApp({
      config,
      database,
      loggerInstance: log,
      web: dev ? { mode: 'development' } : { mode: 'production' },
    });
    // Recipes and ratings now; their photos once the site answers (see below).
    const photos = config.seedSample ? await seedIfEmpty(built.services, built.log) : null;
    return { app: built, addSamplePhotos: photos };
  });
  // Every instance sweeps; the sweep claims its rows, so they never do the same work twice.
  const stopSweep = scheduleOrphanSweep(() => app.services.photos.sweepOrphans(), app.log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: no new connections, finishing requests in flight');
    stopSweep();
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.destroy();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  logStep(log, `Ready at ${config.publicUrl}`, { url: config.publicUrl });
  // Drawing the sample photos takes tens of seconds on a small machine: the site answers meanwhile.
  if (addSamplePhotos) void addSamplePhotos();
  // Each instance reads the filter facts (decision 0039) and, on PostgreSQL, the search words'
  // lists (decision 0044) once: now, not on the first filtered list or search.
  app.services.recipes.readFilterFacts().catch((error: unknown) => {
    app.log.warn({ err: error }, 'reading the filter facts failed; the first filtered list reads them');
  });
  app.services.search.warm().catch((error: unknown) => {
    app.log.warn({ err: error }, 'reading the search words failed; the first search reads them');
  });
}

void main();
