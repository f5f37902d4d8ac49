/**
 * The load generator, run as its own process by bench/run.ts so it never shares an event loop
 * with the server it measures. Reads a LoadJob as JSON from argv, warms up, measures, and
 * prints a LoadResult as JSON on stdout.
 */
import autocannon from 'autocannon';

export interface LoadJob {
  url: string;
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
  headers: Record<string, string>;
  /** Second octet of the client addresses: each row gets its own, so no address is reused across rows. */
  addressBlock: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/**
 * Each client address stays well under the API's hourly limit (1000 per IP), so the limiter
 * runs its real bookkeeping on every request without refusing any. The server trusts the
 * header only because the bench starts it with TRUST_PROXY=true, as a proxied deployment is.
 */
const requestsPerAddress = 500;
let sent = 0;

function clientAddress(block: number): string {
  const n = Math.floor(sent++ / requestsPerAddress);
  return `10.${block & 255}.${(n >> 8) & 255}.${n & 255}`;
}

function run(job: LoadJob, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: job.url,
    connections: job.connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({
          ...request,
          headers: { ...job.headers, 'x-forwarded-for': clientAddress(job.addressBlock) },
        }),
      },
    ],
  });
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
if (job.warmupSeconds > 0) await run(job, job.warmupSeconds);
const result = await run(job, job.durationSeconds);
const summary: LoadResult = {
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  requests: result.requests.total,
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
