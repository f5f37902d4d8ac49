// Starts the production site for the end-to-end run: a fresh data folder, the sample recipes,
// and the web build as it was when the run began (copied aside, so a rebuild by someone else
// during the run cannot pull the browser assets out from under the pages).
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedIfEmpty } from '../apps/server/src/sample-content/seed.ts';
import { startFacebookProvider } from './stand-ins/facebook-provider.ts';
import { startGoogleProvider, type StandInProvider } from './stand-ins/google-provider.ts';
import { startMailSink } from './stand-ins/mail-sink.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webRoot = path.join(root, 'apps', 'web');
if (!existsSync(path.join(webRoot, 'build', 'server', 'index.js'))) {
  console.error('The web app is not built. Run: npm run build -w @recipes/web');
  process.exit(1);
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Removes what earlier runs left behind (a killed run cannot clean up), keeping live runs' files. */
function removeStale(dir: string, pidOf: (name: string) => number | null): void {
  if (!existsSync(dir)) return;
  for (const name of readdirSync(dir)) {
    const pid = pidOf(name);
    if (pid !== null && pid !== process.pid && !isRunning(pid)) {
      rmSync(path.join(dir, name), { recursive: true, force: true });
    }
  }
}

// Inside apps/web/node_modules, so the copied server build still finds its packages.
const snapshotsDir = path.join(webRoot, 'node_modules', '.e2e-builds');
removeStale(snapshotsDir, (name) => (/^\d+$/.test(name) ? Number(name) : null));
removeStale(os.tmpdir(), (name) => {
  const match = /^recipes-e2e-(\d+)-/.exec(name);
  return match ? Number(match[1]) : null;
});

const dataDir = mkdtempSync(path.join(os.tmpdir(), `recipes-e2e-${process.pid}-`));
const snapshotRoot = path.join(snapshotsDir, `${process.pid}`);
cpSync(path.join(webRoot, 'build'), path.join(snapshotRoot, 'build'), { recursive: true });

const cleanUp = () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(snapshotRoot, { recursive: true, force: true });
};

// E2E_PROVIDERS=stand-ins: Google and Facebook sign-in against local stand-ins this process starts;
// otherwise neither provider is configured (the site as it runs without provider settings).
const providers: StandInProvider[] =
  process.env.E2E_PROVIDERS === 'stand-ins' ? await Promise.all([startGoogleProvider(), startFacebookProvider()]) : [];

const port = process.env.PORT ?? '3100';
// The site's mails go to a local SMTP sink that files them where the specs read them (e2e/mailbox.ts).
const mailSink = process.env.E2E_MAIL_DIR ? await startMailSink(path.join(process.env.E2E_MAIL_DIR, port)) : null;

// Provider settings come from the stand-ins only, never from the shell this run was started in.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(FACEBOOK|GOOGLE)_/.test(key)));
const config = loadConfig({
  ...env,
  ...Object.fromEntries(providers.flatMap((provider) => Object.entries(provider.env))),
  ...mailSink?.env,
  PORT: port,
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${port}`,
  SEED_SAMPLE: process.env.SEED_SAMPLE ?? 'true',
  // The fixtures give each test its own client IP (X-Forwarded-For), as a proxy would, so that the
  // tight per-IP sign-up limit applies per test instead of to the whole run.
  TRUST_PROXY: 'true',
  NODE_ENV: 'production',
  // recipe-import.spec.ts imports from saved pages it serves on 127.0.0.1.
  IMPORT_ALLOW_PRIVATE: 'true',
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
});
const database = createDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(dataDir, 'recipes.sqlite') });
await migrateToLatest(database);
const app = await buildApp({ config, database, web: { mode: 'production', webRoot: snapshotRoot } });
// The tests look at the sample photos, so this site listens only once they are stored too.
const addSamplePhotos = await seedIfEmpty(app.services, app.log);
await addSamplePhotos?.();

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app
      .close()
      .then(() => database.destroy())
      .then(() => Promise.all(providers.map((provider) => provider.close())))
      .then(() => mailSink?.close())
      .finally(() => {
        cleanUp();
        process.exit(0);
      });
  });
}
await app.listen({ port: config.port, host: config.host });
