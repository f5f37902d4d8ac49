/**
 * The load generator of `npm run bench:mix`, run in its own process: autocannon replays a
 * request sequence (a JSON file of MixRequest) round-robin over its connections, each request
 * with its language cookie and a client address of its own block. Prints a MixLoadResult.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';
import type { LoadResult } from './load-worker.ts';
import { browserHeaders, type MixRequest, type RequestClass } from './mix-plan.ts';

export interface MixLoadJob {
  baseUrl: string;
  sequenceFile: string;
  /** Where in the sequence this run starts (each phase replays a different stretch). */
  offset: number;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  addressBlock: number;
}

/** What the single-URL load worker reports, plus what the mix shows about itself. */
export interface MixLoadResult extends LoadResult {
  /** Answers per X-Page-Cache / X-Cache value (hit, miss, none). */
  cache: Record<string, number>;
  /** Requests sent per kind. */
  kinds: Partial<Record<RequestClass, number>>;
  /** Non-2xx/3xx answers per status, for the report. */
  statuses: Record<string, number>;
  /** Requests answered during the warm-up, so that CPU time over the whole phase divides right. */
  warmupRequests: number;
  /** Server CPU ms over warm-up and phase (filled in by bench/mix.ts from /proc). */
  serverCpuMs?: number;
  /** Share of the phase's measured requests asking for something not asked for before in the run (bench/mix.ts). */
  firstAsks?: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as MixLoadJob;
const sequence = JSON.parse(fs.readFileSync(job.sequenceFile, 'utf8')) as MixRequest[];
// A visitor makes a few dozen requests, not hundreds: the per-address page render limit must see visitors.
const requestsPerAddress = 40;
let next = job.offset;
let sent = 0;
const cache: Record<string, number> = {};
const kinds: Partial<Record<RequestClass, number>> = {};
const statuses: Record<string, number> = {};

function clientAddress(): string {
  const n = Math.floor(sent++ / requestsPerAddress);
  return `10.${job.addressBlock & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function run(seconds: number, counting: boolean): Promise<autocannon.Result> {
  return autocannon({
    url: job.baseUrl,
    connections: job.connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const item = sequence[next++ % sequence.length]!;
          if (counting) kinds[item.kind] = (kinds[item.kind] ?? 0) + 1;
          return {
            ...request,
            path: item.path,
            headers: { cookie: `lang=${item.language}`, 'x-forwarded-for': clientAddress(), ...browserHeaders },
          };
        },
        onResponse: (status, _body, _context, headers) => {
          if (!counting) return;
          const header = headers as Record<string, string | undefined> | undefined;
          const outcome = header?.['x-page-cache'] ?? header?.['x-cache'] ?? 'none';
          cache[outcome] = (cache[outcome] ?? 0) + 1;
          if (status >= 400) statuses[String(status)] = (statuses[String(status)] ?? 0) + 1;
        },
      },
    ],
  });
}

const warm = job.warmupSeconds > 0 ? await run(job.warmupSeconds, false) : null;
const result = await run(job.durationSeconds, true);
const summary: MixLoadResult = {
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
  cache,
  kinds,
  statuses,
  warmupRequests: warm?.requests.total ?? 0,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
