/**
 * `npm run bench:signed-in`: what a signed-in member's recipe page view costs the server next to
 * an anonymous one, as server CPU time per whole view (decision 0034). A view is every request a
 * full page load of the recipe page sends to the server besides immutable assets (measured with
 * Chromium: the page, then the personal requests its hydrated client makes):
 *
 * - anonymous: the page;
 * - signed in, before decision 0034: the page, the member's own rating of the recipe, the
 *   favourite ids and the kitchen preferences, on every page load;
 * - signed in now: on the first page load of a tab session, the page and one personal answer
 *   (GET /api/v1/personal: favourite ids, own ratings, unit system); on later page loads the page
 *   alone (the browser keeps the answer for the session, up to ten minutes, updated by the
 *   member's own changes).
 *   Also printed: the average view of a session of `--session-views` page loads (5).
 *
 * The server runs in this process (so its CPU time is process.cpuUsage), on a throwaway SQLite
 * file with the production web build; the load generator runs in its own process, each
 * connection sending one view's requests in order. Rows alternate order from run to run, since
 * the machine is shared; the report gives every run, the median and the load average.
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
import { runToEnd } from './lib/processes.ts';
import type { ViewJob, ViewRequest, ViewResult } from './lib/view-worker.ts';

if (process.env.NODE_ENV !== 'production') throw new Error('Run with NODE_ENV=production: npm run bench:signed-in');
const flags = parseFlags(process.argv.slice(2));
const durationSeconds = numberFlag(flags, 'duration', 5);
const warmupSeconds = numberFlag(flags, 'warmup', 1);
const connections = numberFlag(flags, 'connections', 10);
const runs = numberFlag(flags, 'runs', 3);
const sessionViews = numberFlag(flags, 'session-views', 5);
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-signed-in-'));
const database = createDatabase({ sqliteFile: path.join(dataDir, 'bench.sqlite') });
let addressBlock = 0;

async function generate(origin: string, requests: ViewRequest[], seconds: number): Promise<ViewResult> {
  const job: ViewJob = { origin, requests, connections, durationSeconds: seconds, addressBlock: addressBlock++ };
  const out = await runToEnd(process.execPath, ['--import', 'tsx', 'bench/lib/view-worker.ts', JSON.stringify(job)]);
  return JSON.parse(out) as ViewResult;
}

const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** Server CPU milliseconds per view: the CPU this process used while the generator ran, over the views done. */
async function measure(origin: string, requests: ViewRequest[]): Promise<{ msPerView: number; result: ViewResult }> {
  await generate(origin, requests, warmupSeconds);
  const before = cpuMs();
  const result = await generate(origin, requests, durationSeconds);
  const used = cpuMs() - before;
  return { msPerView: used / result.views, result };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

try {
  await migrateToLatest(database);
  const config = {
    ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent', TRUST_PROXY: 'true' }),
    rateLimits: { ...defaultRateLimits, apiPerHour: 1000 },
  };
  const app = await buildApp({ config, database, logger: false, web: { mode: 'production' } });
  const origin = await app.listen({ port: 0, host: '127.0.0.1' });
  const cook = await signUp(app);
  const { language: _l, art: _a, photos: _p, stepPhotos: _s, ...body } = sampleRecipes[1]!;
  const recipe = await createRecipe(app, cook, body);
  const others = await Promise.all(Array.from({ length: 30 }, () => createRecipe(app, cook, { name: 'Another' })));
  const raters = await Promise.all(Array.from({ length: 20 }, () => signUp(app)));
  for (const [i, rater] of raters.entries()) {
    const payload = { rating: 1 + (i % 5), recipeId: recipe.id, userId: rater.id };
    await app.inject({ method: 'POST', url: '/api/v1/ratings', headers: rater.headers, payload });
  }
  const member = raters[0]!;
  // A member with some favourites, as the ids answer of a real member has some.
  for (const other of others) {
    await app.inject({ method: 'PUT', url: `/api/v1/favorites/${other.id}`, headers: member.headers });
  }

  // What Chromium sends: the page without the token (it lives in local storage), the API with it.
  const browser = { 'accept-encoding': 'gzip, deflate, br', cookie: 'lang=de', 'accept-language': 'de' };
  const personal = { ...browser, ...member.headers };
  const page: ViewRequest = { path: `/recipe/${recipe.id}/${encodeURIComponent(recipe.slug)}`, headers: browser };
  const ownRating: ViewRequest = { path: `/api/v1/ratings/recipe/${recipe.id}/mine`, headers: personal };
  const personalState: ViewRequest = { path: '/api/v1/personal', headers: personal };
  const favoriteIds: ViewRequest = { path: '/api/v1/favorites/ids', headers: personal };
  const kitchen: ViewRequest = { path: '/api/v1/kitchen/preferences', headers: personal };
  // A signed-in member's later views send exactly the anonymous request (the page carries no
  // token), so one row measures both.
  const rows: { name: string; requests: ViewRequest[] }[] = [
    { name: 'anonymous, and signed in after the first view', requests: [page] },
    { name: 'signed in before 0034, every view: page + 3', requests: [page, ownRating, favoriteIds, kitchen] },
    { name: 'signed in, first view of a tab session: page + 1', requests: [page, personalState] },
  ];
  const costs = rows.map(() => [] as number[]);
  const loadBefore = load();
  for (let run = 0; run < runs; run++) {
    // Alternating order, so a busy moment of the shared machine does not always fall on one row.
    const order = run % 2 === 0 ? rows.keys() : [...rows.keys()].reverse();
    for (const index of order) {
      const { msPerView, result } = await measure(origin, rows[index]!.requests);
      if (result.non2xx > 0 || result.errors > 0) {
        throw new Error(`${rows[index]!.name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
      }
      costs[index]!.push(msPerView);
    }
  }
  const anonymous = median(costs[0]!);
  console.log(
    `${runs} runs × ${durationSeconds} s per row, ${connections} connections; load average ${loadBefore} before, ${load()} after`,
  );
  console.log('server CPU ms per view: every run | median | × anonymous');
  for (const [index, row] of rows.entries()) {
    const each = costs[index]!.map((ms) => ms.toFixed(3)).join(' ');
    const mid = median(costs[index]!);
    console.log(`  ${row.name.padEnd(50)} ${each} | ${mid.toFixed(3)} | ${(mid / anonymous).toFixed(2)}×`);
  }
  const first = median(costs[2]!);
  const average = (first + (sessionViews - 1) * anonymous) / sessionViews;
  console.log(
    `  ${`signed in, average view of a ${sessionViews}-view tab session`.padEnd(50)} ${average.toFixed(3)} | ${(average / anonymous).toFixed(2)}×`,
  );
  await app.close();
} finally {
  await database.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
