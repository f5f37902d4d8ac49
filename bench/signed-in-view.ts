/**
 * `npm run bench:signed-in`: what a signed-in member's recipe page view costs next to an
 * anonymous one. The page is the same cached page for both (pages never read the token); the
 * member's own rating comes from one small personal request. Runs the production build on a
 * throwaway SQLite file in this process and the load generator in its own process, 5 s per row.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { defaultRateLimits, loadConfig } from '../apps/server/src/config/env.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { sampleRecipes } from '../apps/server/src/sample-content/data/index.ts';
import { createRecipe, signUp } from '../apps/server/src/test/api.ts';
import { numberFlag, parseFlags } from './lib/flags.ts';
import type { LoadJob, LoadResult } from './lib/load-worker.ts';
import { runToEnd } from './lib/processes.ts';

if (process.env.NODE_ENV !== 'production') throw new Error('Run with NODE_ENV=production: npm run bench:signed-in');
const flags = parseFlags(process.argv.slice(2));
const durationSeconds = numberFlag(flags, 'duration', 5);
const connections = numberFlag(flags, 'connections', 20);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-signed-in-'));
const database = createDatabase({ sqliteFile: path.join(dataDir, 'bench.sqlite') });
let loadRuns = 0;
async function load(url: string, headers: Record<string, string>): Promise<LoadResult> {
  const job: LoadJob = { url, connections, warmupSeconds: 1, durationSeconds, headers, addressBlock: loadRuns++ };
  const out = await runToEnd(process.execPath, ['--import', 'tsx', 'bench/lib/load-worker.ts', JSON.stringify(job)]);
  return JSON.parse(out) as LoadResult;
}

try {
  await migrateToLatest(database);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }),
    rateLimits: { ...defaultRateLimits, apiPerHour: 1000 },
  };
  const app = await buildApp({ config, database, logger: false, web: { mode: 'production' } });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const cook = await signUp(app);
  const { language: _l, art: _a, photos: _p, stepPhotos: _s, ...body } = sampleRecipes[1]!;
  const recipe = await createRecipe(app, cook, body);
  const raters = await Promise.all(Array.from({ length: 20 }, () => signUp(app)));
  for (const [i, rater] of raters.entries()) {
    const payload = { rating: 1 + (i % 5), recipeId: recipe.id, userId: rater.id };
    await app.inject({ method: 'POST', url: '/api/v1/ratings', headers: rater.headers, payload });
  }
  const member = raters[0]!;
  const browser = { 'accept-encoding': 'gzip, deflate, br', cookie: 'lang=de' };
  const page = `${base}/recipe/${recipe.id}/${encodeURIComponent(recipe.slug)}`;
  const rows: [string, LoadResult][] = [];
  rows.push(['recipe page, anonymous', await load(page, browser)]);
  rows.push(['recipe page, with Authorization', await load(page, { ...browser, ...member.headers })]);
  const personal = `${base}/api/v1/ratings/recipe/${recipe.id}`;
  rows.push(['own rating (…/mine)', await load(`${personal}/mine`, { ...browser, ...member.headers })]);
  rows.push(['all ratings (before)', await load(personal, { ...browser, ...member.headers })]);
  console.log(`${connections} connections, ${durationSeconds} s each; requests per second, p99 ms`);
  for (const [name, r] of rows) {
    console.log(
      `  ${name.padEnd(34)} ${r.requestsPerSecond.toFixed(0).padStart(7)}  p99 ${r.p99}  non-2xx ${r.non2xx}`,
    );
  }
  const cost = (row: number) => 1 / rows[row]![1].requestsPerSecond;
  console.log(`signed-in view (page + own rating) / anonymous view: ${((cost(1) + cost(2)) / cost(0)).toFixed(2)}×`);
  console.log(`with all ratings instead (before):                   ${((cost(0) + cost(3)) / cost(0)).toFixed(2)}×`);
  await app.close();
} finally {
  await database.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
