/**
 * The load generator, run as its own process by bench/run.ts so it never shares an event loop
 * with the server it measures. Reads a LoadJob as JSON from argv, warms up, measures, and
 * prints a LoadResult as JSON on stdout.
 */
import autocannon from 'autocannon';
import { clientAddresses } from './client-addresses.ts';

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
          headers: { ...job.headers, 'x-forwarded-for': nextAddress() },
        }),
      },
    ],
  });
}

const job = JSON.parse(process.argv[2] ?? '{}') as LoadJob;
const nextAddress = clientAddresses(job.addressBlock);
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
