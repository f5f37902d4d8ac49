/**
 * `npm run bench:misses [-- --per-kind 150]`: what each kind of request of bench:mix costs when no
 * cache answers it. Builds the production app in this process on the bench data set (SQLite, or
 * PostgreSQL with DATABASE_URL), takes the first distinct paths of each kind from the same seeded
 * mix as bench:mix, and requests each once through `app.inject` (so every one is a miss of the
 * page and read caches it has not warmed), in the mix's languages. Reports CPU ms per request of
 * this process (on PostgreSQL the database's own CPU is not in it), slowest first. With
 * `--cpu-prof`, node's profiler (run as `node --cpu-prof`) shows where inside a kind it goes.
 * `--web-root <other checkout>/apps/web` renders another checkout's built pages with this server,
 * for a before/after of a page change in the same minutes.
 */
import { numberFlag, parseFlags } from './lib/flags.ts';
import type { RequestClass } from './lib/mix-plan.ts';
import { buildBenchApp, firstPathsByKind, openBenchDatabase } from './lib/miss-paths.ts';
import { benchTarget } from './lib/target.ts';

if (process.env.NODE_ENV !== 'production') throw new Error('Run with NODE_ENV=production: npm run bench:misses');

const flags = parseFlags(process.argv.slice(2));
const perKind = numberFlag(flags, 'per-kind', 150);
const only = flags.get('only');
const webRoot = flags.get('web-root');
const target = benchTarget({ dataDir: flags.get('data-dir'), pgSchema: flags.get('pg-schema') });
const database = openBenchDatabase(target);
const byKind = await firstPathsByKind(database, perKind);

const app = await buildBenchApp(target, database, webRoot);
// Warm the JIT, the statement cache and the translations on requests the measured ones never repeat.
for (const path of ['/', '/recipes?page=199', '/api/v1/recipes?page=199']) await app.inject({ url: path });

const results: { kind: RequestClass; ms: number; bytes: number; statuses: Set<number> }[] = [];
for (const [kind, requests] of byKind) {
  if (only && !kind.includes(only)) continue;
  let bytes = 0;
  const statuses = new Set<number>();
  const started = process.cpuUsage();
  for (const [n, request] of requests.entries()) {
    // One address per request, as from many visitors: the rate limits never answer instead.
    const remoteAddress = `10.${kind.length}.${n >> 8}.${n & 255}`;
    const headers = { cookie: `lang=${request.language}` };
    const response = await app.inject({ url: request.path, headers, remoteAddress });
    bytes += response.rawPayload.length;
    statuses.add(response.statusCode);
  }
  const used = process.cpuUsage(started);
  results.push({
    kind,
    ms: (used.user + used.system) / 1000 / requests.length,
    bytes: bytes / requests.length,
    statuses,
  });
}
results.sort((a, b) => b.ms - a.ms);
console.log(`${target.dialect}: CPU ms per uncached request (${perKind} distinct paths per kind)`);
for (const r of results) {
  console.log(
    `  ${r.kind.padEnd(14)} ${r.ms.toFixed(2).padStart(7)} ms  ${Math.round(r.bytes / 1024)} KiB  status ${[...r.statuses].join(',')}`,
  );
}
await app.close();
await database.destroy();
