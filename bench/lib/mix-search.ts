/**
 * One-off searches for `npm run bench:mix`: every request searches words nobody searched before
 * in this run, so no cache can answer; a few at a time, as a handful of visitors typing would.
 * Runs in its own process and prints a SearchResult.
 *
 * With no `pageSize` it asks what the site's search asks, the API's default page (24), for
 * pairs of vocabulary words (24,753 of them). With `pageSize` (100, the API's largest) it asks
 * that many per page, for single words too, from the other end of the shuffled list, so neither
 * run finds the other's totals cached. With `fromMiddle` it starts halfway down the pair list:
 * the one-at-a-time run, whose pairs the four-at-a-time run (from the front) never reaches.
 */
import { browserHeaders, searchVocabulary, seededRandom } from './mix-plan.ts';

export interface SearchJob {
  baseUrl: string;
  concurrency: number;
  durationSeconds: number;
  addressBlock: number;
  /** Results per page; absent: the API's default, as the site asks. */
  pageSize?: number;
  /** Start halfway down the list (another run's queries, uncached for this one). */
  fromMiddle?: boolean;
}

export interface SearchResult {
  requests: number;
  failed: number;
  p50: number;
  p99: number;
  max: number;
}

const job = JSON.parse(process.argv[2] ?? '{}') as SearchJob;
const random = seededRandom(99);
const words = searchVocabulary();
const queries: string[] = [];
for (let i = 0; i < words.length; i++) {
  // The mix's own searches ask single words at the default page size, so those are cached:
  // here, a single word only at a page size the mix never asks, and any pair of words.
  if (job.pageSize) queries.push(`${encodeURIComponent(words[i]!)}?pageSize=${job.pageSize}`);
  for (let j = i + 1; j < words.length; j++) {
    const pair = encodeURIComponent(`${words[i]} ${words[j]}`);
    queries.push(job.pageSize ? `${pair}?pageSize=${job.pageSize}` : pair);
  }
}
for (let i = queries.length - 1; i > 0; i--) {
  const j = Math.floor(random() * (i + 1));
  [queries[i], queries[j]] = [queries[j]!, queries[i]!];
}
if (job.pageSize) queries.reverse();
if (job.fromMiddle) queries.push(...queries.splice(0, Math.floor(queries.length / 2)));

const latencies: number[] = [];
let failed = 0;
let next = 0;
const deadline = performance.now() + job.durationSeconds * 1000;

async function loop(worker: number): Promise<void> {
  while (performance.now() < deadline && next < queries.length) {
    const query = queries[next++]!;
    const started = performance.now();
    try {
      const response = await fetch(`${job.baseUrl}/api/v1/recipes/search/${query}`, {
        headers: { 'x-forwarded-for': `10.${job.addressBlock & 255}.${worker}.${next & 255}`, ...browserHeaders },
      });
      await response.arrayBuffer();
      if (!response.ok) failed++;
    } catch {
      failed++;
    }
    latencies.push(performance.now() - started);
  }
}

await Promise.all(Array.from({ length: job.concurrency }, (_, worker) => loop(worker)));
latencies.sort((a, b) => a - b);
const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
const result: SearchResult = { requests: latencies.length, failed, p50: at(0.5), p99: at(0.99), max: at(1) };
process.stdout.write(`${JSON.stringify(result)}\n`);
