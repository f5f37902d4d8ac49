/**
 * `npm run bench`: starts the production build on the bench data set (`npm run bench:data`)
 * and measures it next to a bare node:http ceiling, with the load generator in its own
 * process. Writes bench/results/<date>-<dialect>.md and prints it. See bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'prettier';
import type { Recipe } from '@recipes/contracts';
import { buildIfNeeded } from './lib/build.ts';
import { clientJavaScript } from './lib/client-js.ts';
import { numberFlag, parseFlags } from './lib/flags.ts';
import type { LoadJob, LoadResult } from './lib/load-worker.ts';
import { peakRssMiB, runToEnd, startProcess, type RunningProcess } from './lib/processes.ts';
import { renderReport, type Row } from './lib/report.ts';
import { benchTarget, repoRoot } from './lib/target.ts';
import { searchWords } from './data/vocabulary.ts';

const flags = parseFlags(process.argv.slice(2));
const durationSeconds = numberFlag(flags, 'duration', 10);
const warmupSeconds = numberFlag(flags, 'warmup', Math.min(3, Math.max(1, durationSeconds / 3)));
const connections = numberFlag(flags, 'connections', 50);
const only = flags.get('only')?.split(',');
const port = numberFlag(flags, 'port', 3900);
const target = benchTarget({ dataDir: flags.get('data-dir'), pgSchema: flags.get('pg-schema') });
const baseUrl = `http://127.0.0.1:${port}`;
const ceilingUrl = `http://127.0.0.1:${port + 1}`;
const listCeilingUrl = `http://127.0.0.1:${port + 2}`;
// Logs and the ceiling's body: outside the repo, so no tool (prettier, eslint) trips over them.
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-bench-run-'));

let loadRuns = 0;

async function load(url: string, headers: Record<string, string> = {}): Promise<LoadResult> {
  const job: LoadJob = { url, connections, warmupSeconds, durationSeconds, headers, addressBlock: loadRuns++ };
  const out = await runToEnd(process.execPath, ['--import', 'tsx', 'bench/lib/load-worker.ts', JSON.stringify(job)]);
  return JSON.parse(out) as LoadResult;
}

/**
 * Waits until the server answers a database read quickly again: requests queued by the previous
 * row (in the event loop on SQLite, in the connection pool on PostgreSQL) must not be billed to
 * the next one. Its own client addresses keep these reads clear of the hourly API limit.
 */
async function settle(probePath: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  let quick = 0;
  let probe = 0;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    const headers = { 'x-forwarded-for': `10.255.${(probe >> 8) & 255}.${probe++ & 255}` };
    await (await fetch(`${baseUrl}${probePath}`, { headers })).arrayBuffer();
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Search answers repeat from the read cache, so the search rows measure cached answers. This
 * measures the work behind a cache miss: each word with 30 page sizes it was never asked with
 * (25 to 54), one request at a time, so each one ranks the matches anew.
 */
async function uncachedSearch(word: string): Promise<{ p50: number; max: number }> {
  const times: number[] = [];
  for (let pageSize = 25; pageSize < 55; pageSize++) {
    const started = performance.now();
    const headers = { 'x-forwarded-for': `10.254.0.${pageSize}` };
    const response = await fetch(`${baseUrl}/api/v1/recipes/search/${word}?pageSize=${pageSize}`, { headers });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`search ${word} answered ${response.status}`);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)] ?? 0, max: times[times.length - 1] ?? 0 };
}

async function json<T>(url: string): Promise<T> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

function dataSetSummary(): string {
  const file = path.join(target.dataDir, 'bench-data.json');
  if (!fs.existsSync(file)) throw new Error(`No bench data set in ${target.dataDir}. Run: npm run bench:data`);
  const data = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  return `${String(data.recipes)} recipes, ${String(data.ratings)} ratings, ${String(data.members)} members, matches ${JSON.stringify(data.searchMatches)}`;
}

async function main(): Promise<void> {
  const dataSet = dataSetSummary();
  const built = await buildIfNeeded(flags.has('build'));
  const loadBefore = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  const running: RunningProcess[] = [];
  const stopAll = () => Promise.all(running.map((p) => p.stop()));
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    const serverEnv: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'production',
      SEED_SAMPLE: 'false',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: target.dataDir,
      // The load worker spreads requests over client addresses (X-Forwarded-For) so the
      // hourly API limit is exercised but never reached.
      TRUST_PROXY: 'true',
      DATABASE_URL: target.databaseUrl,
    };
    if (!target.databaseUrl) delete serverEnv.DATABASE_URL;
    const server = await startProcess(
      process.execPath,
      ['apps/server/dist/server.js'],
      serverEnv,
      `${baseUrl}/api/v1/recipes/ping`,
      path.join(workDir, 'server.log'),
    );
    running.push(server);

    // The recipe every row asks for: the newest one, as the first list page shows it.
    const newest = (await json<Recipe[]>(`${baseUrl}/api/v1/recipes`))[0];
    if (!newest) throw new Error('The data set has no active recipes');
    const recipeJson = await (await fetch(`${baseUrl}/api/v1/recipes/${newest.id}`)).text();
    const listJson = await (await fetch(`${baseUrl}/api/v1/recipes`)).text();
    // Two bare servers: the recipe's JSON (the ceiling every row is compared with) and the first
    // list page's JSON (about 20 times larger), which shows what the list rows can reach at most.
    const startCeiling = async (name: string, body: string, ceilingPort: number) => {
      const bodyFile = path.join(workDir, `${name}-body.json`);
      fs.writeFileSync(bodyFile, body);
      const started = await startProcess(
        process.execPath,
        ['--import', 'tsx', 'bench/lib/ceiling-server.ts', String(ceilingPort), bodyFile],
        process.env,
        `http://127.0.0.1:${ceilingPort}/`,
        path.join(workDir, `${name}.log`),
      );
      running.push(started);
      return started;
    };

    const recipePage = `/recipe/${newest.id}/${encodeURIComponent(newest.slug)}`;
    const plan: Omit<Row, 'result'>[] = [
      { name: 'Recipe by id (API)', path: `/api/v1/recipes/${newest.id}`, budget: { minShareOfCeiling: 0.5 } },
      {
        name: 'First list page (API)',
        path: '/api/v1/recipes',
        budget: { minShareOfCeiling: 0.5 },
        sendsListPage: true,
      },
      {
        name: 'Category page (API)',
        path: `/api/v1/recipes?category=${newest.recipeCategory ?? 'soups'}`,
        sendsListPage: true,
      },
      { name: 'Search, common word', path: `/api/v1/recipes/search/${searchWords.common}`, budget: { maxP99Ms: 25 } },
      { name: 'Search, rare word', path: `/api/v1/recipes/search/${searchWords.rare}`, budget: { maxP99Ms: 25 } },
      { name: 'Recipe page, anonymous (SSR, cached)', path: recipePage, budget: { minShareOfCeiling: 0.25 } },
      { name: 'List page, anonymous (SSR, cached)', path: '/recipes' },
      { name: 'Recipe page, with Authorization (SSR, rendered every time)', path: recipePage },
    ];
    const selected = plan.filter((row) => !only || only.some((word) => row.name.toLowerCase().includes(word)));

    console.log(`ceiling ${ceilingUrl}/ …`);
    const ceilingServer = await startCeiling('ceiling', recipeJson, port + 1);
    const ceiling = await load(`${ceilingUrl}/`);
    await ceilingServer.stop();
    console.log(`list ceiling ${listCeilingUrl}/ …`);
    const listCeilingServer = await startCeiling('list-ceiling', listJson, port + 2);
    const listCeiling = await load(`${listCeilingUrl}/`);
    await listCeilingServer.stop();
    const rows: Row[] = [];
    for (const row of selected) {
      await settle(`/api/v1/recipes/${newest.id}`);
      console.log(`${row.name} ${row.path} …`);
      // An Authorization header marks a request as not anonymous: the cache is bypassed.
      const headers: Record<string, string> = row.name.includes('Authorization')
        ? { authorization: 'Bearer bench-not-a-session' }
        : {};
      rows.push({ ...row, result: await load(`${baseUrl}${row.path}`, headers) });
    }
    const scripts = await clientJavaScript(baseUrl, recipePage);
    const uncached = {
      common: await uncachedSearch(searchWords.common),
      rare: await uncachedSearch(searchWords.rare),
    };
    const ms = (n: number) => n.toFixed(1);
    const peak = server.child.pid ? peakRssMiB(server.child.pid) : null;
    await stopAll();

    const date = new Date().toISOString();
    const report = renderReport({
      title: `Benchmark ${date.slice(0, 16).replace('T', ' ')} UTC, ${target.dialect}`,
      context: [
        ['Data set', dataSet],
        [
          'Machine',
          `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
        ],
        [
          'Load average (1, 5, 15 min) before / after',
          `${loadBefore} / ${os
            .loadavg()
            .map((n) => n.toFixed(2))
            .join(' ')}`,
        ],
        [
          'Load',
          `autocannon, ${connections} connections, ${warmupSeconds} s warm-up then ${durationSeconds} s per row, own process`,
        ],
        ['Build', built ? 'rebuilt for this run' : 'existing production build (up to date)'],
        [
          'Search without the read cache (30 requests one at a time, page sizes never asked before)',
          `${searchWords.common} p50 ${ms(uncached.common.p50)} ms, max ${ms(uncached.common.max)} ms; ` +
            `${searchWords.rare} p50 ${ms(uncached.rare.p50)} ms, max ${ms(uncached.rare.max)} ms`,
        ],
      ],
      ceiling,
      listCeiling: {
        result: listCeiling,
        bytes: Buffer.byteLength(listJson),
        recipeBytes: Buffer.byteLength(recipeJson),
      },
      rows,
      peakRssMiB: peak,
      coldStartMs: server.startMs,
      scripts,
      clientJsBudgetKb: 140,
    });
    const file = path.join(repoRoot, 'bench', 'results', `${date.slice(0, 10)}-${target.dialect}.md`);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Written as prettier would, so `npm run format:check` passes with results committed.
    const formatted = await format(report, { parser: 'markdown' });
    // A partial run (--only) is printed but never replaces a full result.
    if (!only) fs.writeFileSync(file, formatted);
    console.log(
      `\n${formatted}\n${only ? 'partial run (--only): not written' : `written to ${path.relative(repoRoot, file)}`}`,
    );
    fs.rmSync(workDir, { recursive: true, force: true });
  } catch (error) {
    console.error(`bench failed; server and ceiling logs are in ${workDir}`);
    throw error;
  } finally {
    await stopAll();
  }
}

await main();
