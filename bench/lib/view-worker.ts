/**
 * Load generator for whole page views (bench/signed-in-view.ts), run as its own process: each
 * connection sends the requests of one view in order, again and again, so what a view costs the
 * server can be read as its CPU time over the views completed. Reads a ViewJob as JSON from argv,
 * prints a ViewResult as JSON.
 */
import autocannon from 'autocannon';
import { clientAddresses } from './client-addresses.ts';

export interface ViewRequest {
  path: string;
  headers: Record<string, string>;
}

export interface ViewJob {
  origin: string;
  requests: ViewRequest[];
  connections: number;
  durationSeconds: number;
  /** Second octet of the client addresses: each run gets its own, so no address is reused across runs. */
  addressBlock: number;
}

export interface ViewResult {
  requests: number;
  views: number;
  p99: number;
  non2xx: number;
  errors: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as ViewJob;
const nextAddress = clientAddresses(job.addressBlock);
const result = await autocannon({
  url: job.origin,
  connections: job.connections,
  duration: job.durationSeconds,
  requests: job.requests.map(({ path, headers }) => ({
    method: 'GET' as const,
    path,
    setupRequest: (request: autocannon.Request) => ({
      ...request,
      headers: { ...headers, 'x-forwarded-for': nextAddress() },
    }),
  })),
});
const summary: ViewResult = {
  requests: result.requests.total,
  views: result.requests.total / job.requests.length,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
