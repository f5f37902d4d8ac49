/** The Markdown report of `npm run bench:mix`: one run (an engine, one or more instances). */
import os from 'node:os';
import { mixWeights } from './mix-plan.ts';
import type { MixLoadResult } from './mix-worker.ts';
import type { SearchResult } from './mix-search.ts';
import type { WriterResult } from './mix-writer.ts';

export interface MixRun {
  dialect: 'sqlite' | 'postgres';
  instances: number;
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  writesPerSecond: number;
  recipes: number;
  ceiling: MixLoadResult;
  reads: MixLoadResult;
  withWrites: MixLoadResult;
  writes: WriterResult;
  searches: SearchResult;
  /** The same at 100 results per page (the API's largest): for information, not a budget. */
  largeSearches: SearchResult;
  /** Pairs at the default page one at a time: a search's own cost, without waiting behind others. */
  sequentialSearches: SearchResult;
  peakRssMiB: (number | null)[];
  loadBefore: number[];
  loadAfter: number[];
  built: boolean;
}

export const mixBudgets = { minShareWithWrites: 0.25, maxP99Ms: 250, maxSearchP99Ms: 25 } as const;

const fixed = (n: number, digits = 0) => n.toFixed(digits);
const searchLine = (s: SearchResult) =>
  `${s.requests} requests, p50 ${fixed(s.p50, 1)} ms, p99 ${fixed(s.p99, 1)} ms, max ${fixed(s.max, 1)} ms, ${s.failed} failed.`;
const share = (part: number, whole: number) => `${fixed((100 * part) / whole, 1)}%`;

/** Hits in this instance's memory, plus (`shared`) pages another instance rendered, from Redis. */
function hitRate(result: MixLoadResult): string {
  const hits = result.cache.hit ?? 0;
  const shared = result.cache.shared ?? 0;
  const misses = result.cache.miss ?? 0;
  const all = hits + shared + misses;
  if (all === 0) return '—';
  return `${share(hits + shared, all)} of ${all}${shared ? ` (${share(shared, all)} from Redis)` : ''}`;
}

/** Server CPU per answered request over warm-up and phase: what a request costs, load aside. */
function cpuPerRequest(result: MixLoadResult): string {
  const answered = result.requests + result.warmupRequests;
  return result.serverCpuMs === undefined || answered === 0 ? '—' : fixed(result.serverCpuMs / answered, 2);
}

function failures(result: MixLoadResult): number {
  return result.errors + result.timeouts + Object.values(result.statuses).reduce((a, b) => a + b, 0);
}

function loadRow(name: string, result: MixLoadResult, ceiling: MixLoadResult): string {
  const firstAsks = result.firstAsks === undefined ? '—' : share(result.firstAsks, 1);
  return `| ${name} | ${fixed(result.requestsPerSecond)} | ${share(result.requestsPerSecond, ceiling.requestsPerSecond)} | ${result.p50} | ${result.p99} | ${failures(result)} | ${cpuPerRequest(result)} | ${hitRate(result)} | ${firstAsks} |`;
}

export function budgetLines(run: MixRun): string[] {
  const ratio = run.withWrites.requestsPerSecond / run.ceiling.requestsPerSecond;
  const failed =
    failures(run.withWrites) +
    failures(run.reads) +
    run.writes.failed +
    run.searches.failed +
    run.largeSearches.failed +
    run.sequentialSearches.failed;
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
  return [
    `- With writes ≥ ${mixBudgets.minShareWithWrites * 100}% of the ceiling: ${share(ratio, 1)}, ${verdict(ratio >= mixBudgets.minShareWithWrites)}`,
    `- p99 under ${mixBudgets.maxP99Ms} ms with writes: ${run.withWrites.p99} ms, ${verdict(run.withWrites.p99 < mixBudgets.maxP99Ms)}`,
    `- No failed request (reads, writes, searches): ${failed} failed, ${verdict(failed === 0)}`,
    `- One-off searches p99 under ${mixBudgets.maxSearchP99Ms} ms: ${fixed(run.searches.p99, 1)} ms, ${verdict(run.searches.p99 < mixBudgets.maxSearchP99Ms)}`,
  ];
}

export function renderMixReport(run: MixRun, date: string): string {
  const cpu = os.cpus();
  const load = (l: number[]) => l.map((n) => n.toFixed(2)).join(' ');
  const kinds = Object.entries(mixWeights)
    .map(([kind, weight]) => `${kind} ${fixed(weight * 100)}%`)
    .join(', ');
  const w = run.writes;
  return [
    `# Mixed benchmark ${date.slice(0, 16).replace('T', ' ')} UTC, ${run.dialect}, ${run.instances} instance${run.instances > 1 ? 's behind nginx' : ''}`,
    '',
    `- Data set: ${run.recipes} active recipes; the mix: ${kinds}; recipes, list pages, categories and words drawn by Zipf; 60% en, 20% de, 20% vi (lang cookie)`,
    `- Load: autocannon, ${run.connections} connections, ${run.warmupSeconds} s warm-up then ${run.durationSeconds} s per phase, own process, every request with a browser's Accept-Encoding (gzip, deflate, br); writes ${run.writesPerSecond}/s from another process`,
    `- Ceiling: a bare node:http server answering each request with bytes the real server sent for a request of the same kind (12 samples per kind), in the same run`,
    `- Machine: ${cpu.length} × ${cpu[0]?.model ?? 'cpu'}, Node ${process.version}; load average before ${load(run.loadBefore)}, after ${load(run.loadAfter)}`,
    `- Build: ${run.built ? 'rebuilt for this run' : 'existing production build'}; peak memory per instance ${run.peakRssMiB.map((m) => `${m ?? '?'} MiB`).join(', ')}`,
    '',
    '| Phase | req/s | × ceiling | p50 ms | p99 ms | failed | server CPU ms/req | page/API cache hits | first asks |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    loadRow('Ceiling (bare node:http, same bytes)', run.ceiling, run.ceiling),
    loadRow('Reads only', run.reads, run.ceiling),
    loadRow(`Reads with ${run.writesPerSecond} writes/s`, run.withWrites, run.ceiling),
    '',
    'First asks: the share of the phase’s measured requests asking for a page or answer not asked for before in this run (warm-up included), which no cache could answer.',
    '',
    `Failed answers by status: reads ${JSON.stringify(run.reads.statuses)}, with writes ${JSON.stringify(run.withWrites.statuses)}.`,
    '',
    `Writes: ${Object.entries(w.acknowledged)
      .map(([kind, n]) => `${n} ${kind}`)
      .join(
        ', ',
      )} acknowledged; ${w.refused} refused by the rules (409/403); ${w.failed} failed${w.failures.length ? ` (${w.failures.join('; ')})` : ''}; write p50 ${fixed(w.p50, 1)} ms, p99 ${fixed(w.p99, 1)} ms; by kind, p50 / slowest: ${Object.entries(
      w.byKind,
    )
      .map(([kind, times]) => `${kind} ${fixed(times.p50, 0)} / ${fixed(times.max, 0)} ms`)
      .join(', ')}.`,
    '',
    `One-off searches (distinct words, 4 at a time, the API's default page of 24): ${searchLine(run.searches)}`,
    '',
    `The same at 100 per page (the API's largest; not a budget: it measures the answer's size as much as the search): ${searchLine(run.largeSearches)}`,
    '',
    `The same pairs one at a time (not a budget: one search's own cost, with nothing to wait behind): ${searchLine(run.sequentialSearches)}`,
    '',
    'Budgets:',
    '',
    ...budgetLines(run),
    '',
  ].join('\n');
}
