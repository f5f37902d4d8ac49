/**
 * `npm run bench:mix`: what users do, not one URL. A skewed (Zipf) mix over the whole data set of
 * server-rendered recipe, list, category and search pages and API reads, 50 connections, next to
 * a bare node:http server sending the same bytes per kind of request in the same run; then the
 * same mix while members write (ratings, edits, sign-ins, favourites) at a steady rate; then
 * one-off searches of distinct words. One instance, or `--instances 2` behind nginx (with Redis
 * carrying cache invalidation between them). Writes bench/results/<date>-mix-<dialect>-<n>x.md.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { format } from 'prettier';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { startCluster } from '../apps/server/src/test/cluster.ts';
import { buildIfNeeded } from './lib/build.ts';
import { numberFlag, parseFlags } from './lib/flags.ts';
import { browserHeaders, buildMix, type MixRecipe, type RequestClass } from './lib/mix-plan.ts';
import type { CeilingSample } from './lib/mix-ceiling.ts';
import { renderMixReport, type MixRun } from './lib/mix-report.ts';
import type { MixLoadJob, MixLoadResult } from './lib/mix-worker.ts';
import type { SearchJob, SearchResult } from './lib/mix-search.ts';
import type { WriterJob, WriterMember, WriterResult } from './lib/mix-writer.ts';
import { firstAsksOfPhase } from './lib/mix-first-asks.ts';
import { cpuMs, peakRssMiB, runToEnd, startProcess } from './lib/processes.ts';
import { benchTarget, repoRoot } from './lib/target.ts';

const flags = parseFlags(process.argv.slice(2));
const durationSeconds = numberFlag(flags, 'duration', 10);
const warmupSeconds = numberFlag(flags, 'warmup', 5);
const connections = numberFlag(flags, 'connections', 50);
const writesPerSecond = numberFlag(flags, 'writes', 10);
const instances = numberFlag(flags, 'instances', 1);
const port = numberFlag(flags, 'port', 3950);
const sequenceLength = numberFlag(flags, 'requests', 300_000);
/** The writes phase replays the sequence's second half: the reads phase's pages are not all it asks for. */
const writesOffset = Math.floor(sequenceLength / 2);
const target = benchTarget({ dataDir: flags.get('data-dir'), pgSchema: flags.get('pg-schema') });
let baseUrl = '';
const ceilingPort = port + 1;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-bench-mix-'));
let addressBlock = 100;

function worker<T>(script: string, job: object): Promise<T> {
  return runToEnd(process.execPath, ['--import', 'tsx', `bench/lib/${script}`, JSON.stringify(job)]).then(
    (out) => JSON.parse(out) as T,
  );
}

/** One phase; with `pids`, the CPU those processes spent on it is added to the result. */
async function load(url: string, offset: number, pids: (number | undefined)[] = []): Promise<MixLoadResult> {
  const job: MixLoadJob = {
    baseUrl: url,
    sequenceFile: path.join(workDir, 'sequence.json'),
    offset,
    connections,
    warmupSeconds,
    durationSeconds,
    addressBlock: addressBlock++,
  };
  const cpuOf = () => pids.map((pid) => cpuMs(pid)).reduce((a, b) => a + b, 0);
  const cpuBefore = cpuOf();
  const result = await worker<MixLoadResult>('mix-worker.ts', job);
  return { ...result, serverCpuMs: cpuOf() - cpuBefore };
}

/** Recipes, categories and the writing members, read straight from the data set. */
async function readDataSet() {
  const database = createDatabase(
    target.databaseUrl
      ? { databaseUrl: target.databaseUrl }
      : { sqliteFile: path.join(target.dataDir, 'recipes.sqlite') },
  );
  try {
    const rows = await database.db
      .selectFrom('recipes')
      .select(['id', 'slug', 'recipe_category', 'created_by_user_id'])
      .where('active', '=', 1)
      .execute();
    const recipes: MixRecipe[] = rows.map((r) => ({ id: r.id, slug: r.slug, category: r.recipe_category }));
    const categories = [...new Set(rows.map((r) => r.recipe_category).filter((c): c is string => Boolean(c)))].sort();
    const writers = await database.db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('username', 'like', 'bench_member_%')
      .orderBy('id')
      .limit(200)
      .execute();
    const byAuthor = new Map<number, number[]>();
    for (const r of rows) byAuthor.set(r.created_by_user_id, [...(byAuthor.get(r.created_by_user_id) ?? []), r.id]);
    const members: WriterMember[] = writers.map((w) => ({
      id: w.id,
      username: w.username,
      password: 'bench password',
      recipeIds: (byAuthor.get(w.id) ?? []).slice(0, 50),
    }));
    return { recipes, categories, members };
  } finally {
    await database.destroy();
  }
}

function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

/** A few answers of each kind from the real server: what the ceiling sends for that kind. */
async function sampleAnswers(sequence: ReturnType<typeof buildMix>): Promise<Record<string, CeilingSample[]>> {
  const samples: Partial<Record<RequestClass, CeilingSample[]>> = {};
  for (const item of sequence) {
    const list = (samples[item.kind] ??= []);
    if (list.length >= 12) continue;
    // node:http, not fetch: the ceiling must send the compressed bytes as they came.
    const response = await rawGet(`${baseUrl}${item.path}`, { cookie: `lang=${item.language}`, ...browserHeaders });
    const contentType = String(response.headers['content-type'] ?? 'text/html; charset=utf-8');
    const contentEncoding = response.headers['content-encoding'];
    list.push({ status: response.status, contentType, contentEncoding, body: response.body.toString('base64') });
  }
  return samples as Record<string, CeilingSample[]>;
}

interface Servers {
  url: string;
  pids: (number | undefined)[];
  stop(): Promise<void>;
}

/** One production server, or several behind nginx (the multi-instance test's launcher) sharing Redis. */
async function startServers(): Promise<Servers> {
  const env: Record<string, string> = {
    NODE_ENV: 'production',
    SEED_SAMPLE: 'false',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: target.dataDir,
    TRUST_PROXY: 'true',
    ...(target.databaseUrl ? { DATABASE_URL: target.databaseUrl } : {}),
  };
  if (instances > 1) {
    env.REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
    env.REDIS_PREFIX = `bench-mix-${process.pid}-`;
    const cluster = await startCluster({ instances, env, workDir, server: 'built' });
    return { url: cluster.balancerUrl, pids: cluster.instances.map((i) => i.child.pid), stop: () => cluster.stop() };
  }
  // --cpu-prof DIR: the server writes a V8 CPU profile there when it stops (where the time goes).
  const profileDir = flags.get('cpu-prof');
  const server = await startProcess(
    process.execPath,
    [...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profileDir)}`] : []), 'apps/server/dist/server.js'],
    { ...process.env, ...env, PORT: String(port) },
    `http://127.0.0.1:${port}/api/v1/recipes/ping`,
    path.join(workDir, 'server.log'),
  );
  return { url: `http://127.0.0.1:${port}`, pids: [server.child.pid], stop: () => server.stop() };
}

async function main(): Promise<void> {
  const built = await buildIfNeeded(flags.has('build'));
  const loadBefore = os.loadavg();
  const { recipes, categories, members } = await readDataSet();
  if (recipes.length === 0 || members.length === 0) throw new Error('No bench data set. Run: npm run bench:data');
  const sequence = buildMix(recipes, categories, sequenceLength);
  fs.writeFileSync(path.join(workDir, 'sequence.json'), JSON.stringify(sequence));
  const membersFile = path.join(workDir, 'members.json');
  fs.writeFileSync(membersFile, JSON.stringify(members));

  // Everything started, stopped in any order at the end (or on Ctrl-C).
  const running: { stop(): Promise<void> }[] = [];
  const stopAll = () => Promise.all(running.map((p) => p.stop()));
  process.once('SIGINT', () => void stopAll().then(() => process.exit(130)));
  try {
    const servers = await startServers();
    running.push(servers);
    baseUrl = servers.url;
    const samplesFile = path.join(workDir, 'samples.json');
    fs.writeFileSync(samplesFile, JSON.stringify(await sampleAnswers(sequence)));
    const ceilingServer = await startProcess(
      process.execPath,
      ['--import', 'tsx', 'bench/lib/mix-ceiling.ts', String(ceilingPort), samplesFile],
      process.env,
      `http://127.0.0.1:${ceilingPort}/api/v1/recipes/1`,
      path.join(workDir, 'ceiling.log'),
    );
    running.push(ceilingServer);
    console.log('ceiling …');
    const ceiling = await load(`http://127.0.0.1:${ceilingPort}`, 0, [ceilingServer.child.pid]);
    await ceilingServer.stop();

    console.log('reads …');
    const reads = await load(baseUrl, 0, servers.pids);
    const asked = new Set<string>();
    reads.firstAsks = firstAsksOfPhase(sequence, 0, reads, asked);
    console.log(`reads with ${writesPerSecond} writes/s …`);
    const popularRecipeIds = [...new Set(sequence.filter((r) => r.kind === 'recipe page').map((r) => r.path))]
      .slice(0, 2000)
      .map((p) => Number(/^\/recipe\/(\d+)/.exec(p)?.[1]))
      .filter((id) => Number.isInteger(id));
    const writerJob: WriterJob = {
      baseUrl,
      membersFile,
      popularRecipeIds,
      writesPerSecond,
      durationSeconds: durationSeconds + warmupSeconds,
      addressBlock: 250,
    };
    const [withWrites, writes] = await Promise.all([
      load(baseUrl, writesOffset, servers.pids),
      worker<WriterResult>('mix-writer.ts', writerJob),
    ]);
    withWrites.firstAsks = firstAsksOfPhase(sequence, writesOffset, withWrites, asked);
    console.log('one-off searches …');
    const searchJob: SearchJob = { baseUrl, concurrency: 4, durationSeconds, addressBlock: 251 };
    const searches = await worker<SearchResult>('mix-search.ts', searchJob);
    console.log('one-off searches, 100 per page …');
    const largeSearches = await worker<SearchResult>('mix-search.ts', { ...searchJob, pageSize: 100 });
    console.log('one-off searches, one at a time …');
    const sequentialSearches = await worker<SearchResult>('mix-search.ts', {
      ...searchJob,
      concurrency: 1,
      fromMiddle: true,
    });
    const peaks = servers.pids.map((pid) => (pid ? peakRssMiB(pid) : null));
    await stopAll();

    const run: MixRun = {
      dialect: target.dialect,
      instances,
      connections,
      durationSeconds,
      warmupSeconds,
      writesPerSecond,
      recipes: recipes.length,
      ceiling,
      reads,
      withWrites,
      writes,
      searches,
      largeSearches,
      sequentialSearches,
      peakRssMiB: peaks,
      loadBefore,
      loadAfter: os.loadavg(),
      built,
    };
    const date = new Date().toISOString();
    const formatted = await format(renderMixReport(run, date), { parser: 'markdown' });
    // --label warm: another file for another kind of run (e.g. a long warm-up) of the same setup.
    const label = flags.get('label') ? `-${flags.get('label')!.replace(/[^a-z0-9-]/gi, '')}` : '';
    const file = path.join(
      repoRoot,
      'bench',
      'results',
      `${date.slice(0, 10)}-mix-${target.dialect}-${instances}x${label}.md`,
    );
    if (!flags.has('dry')) fs.writeFileSync(file, formatted);
    console.log(
      `\n${formatted}\n${flags.has('dry') ? '(--dry: not written)' : `written to ${path.relative(repoRoot, file)}`}`,
    );
    fs.rmSync(workDir, { recursive: true, force: true });
  } catch (error) {
    console.error(`bench:mix failed; logs are in ${workDir}`);
    throw error;
  } finally {
    await stopAll();
  }
}

await main();
