import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createRegistry, type Registry } from './registry.ts';

/** What the page code reports: where a page came from, and how busy its render gate is. */
/** As the page store answers (X-Page-Cache): stored and current, of the previous build, or rendered now. */
export type PageOutcome = 'hit' | 'stale' | 'miss';

export interface PoolStats {
  total: number;
  idle: number;
  waiting: number;
}

/**
 * The metrics one server process exposes at GET /metrics (CONTRACT.md "operations"). Other
 * modules report through the named methods; label values come from fixed sets (route patterns,
 * kinds of page), never from raw URLs, so the number of series stays bounded.
 */
export interface SiteMetrics {
  readonly registry: Registry;
  /** One answered request: its route pattern or kind of page, status and duration in seconds. */
  request(method: string, route: string, status: number, seconds: number): void;
  /** A page answered from the page store (hit, or another instance's copy) or rendered (miss). */
  pageOutcome(outcome: PageOutcome): void;
  /** Runs one render, counting it with the process CPU time it took (user + system). */
  timeRender<T>(render: () => Promise<T>): Promise<T>;
  /** Where the render queue is read (the render gate); until set, the queue reads 0. */
  watchRenderQueue(read: () => { running: number; waiting: number }): void;
  /** The page store tells how many of the pages it keeps rendered are ready (0 of 0 until it does). */
  setPages(pages: { ready: number; total: number }): void;
  /** Where the database pool is read (PostgreSQL); SQLite has none and reports nothing. */
  watchPool(read: () => PoolStats): void;
  /** The text of a scrape. */
  scrape(): string;
  close(): void;
}

const durationBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const renderCpuBuckets = [0.001, 0.002, 0.003, 0.005, 0.01, 0.02, 0.05, 0.1, 0.25, 1];

export function createSiteMetrics(): SiteMetrics {
  const registry = createRegistry();
  const requests = registry.counter(
    'http_requests_total',
    'Requests answered, by method, route (or kind of page) and status.',
  );
  const durations = registry.histogram(
    'http_request_duration_seconds',
    'Time from request to answer, by method and route (or kind of page).',
    durationBuckets,
  );
  const pages = registry.counter(
    'page_store_requests_total',
    "Pages asked for, by outcome: hit (read from the page store), stale (the previous build's page, served while it is rendered again), miss (rendered).",
  );
  const renderCpu = registry.histogram(
    'page_render_cpu_seconds',
    'Page renders (count) and the process CPU time each took (user + system, seconds).',
    renderCpuBuckets,
  );
  let renderQueue = () => ({ running: 0, waiting: 0 });
  registry.collectedGauge('page_render_queue_length', 'Page renders waiting for their turn.', () => [
    { value: renderQueue().waiting },
  ]);
  registry.collectedGauge('page_renders_running', 'Page renders under way now.', () => [
    { value: renderQueue().running },
  ]);
  const pagesReady = registry.gauge('pages_ready', 'Pages kept rendered ahead that are stored and current.');
  const pagesTotal = registry.gauge('pages_total', 'Pages the site keeps rendered ahead.');
  pagesReady.set(0);
  pagesTotal.set(0);
  let pool: (() => PoolStats) | null = null;
  registry.collectedGauge('db_pool_connections', 'Database pool connections by state (PostgreSQL only).', () => {
    if (!pool) return [];
    const { total, idle, waiting } = pool();
    return [
      { labels: { state: 'total' }, value: total },
      { labels: { state: 'idle' }, value: idle },
      { labels: { state: 'waiting' }, value: waiting },
    ];
  });
  // Delays since the previous scrape (the histogram starts afresh after each).
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });
  loopDelay.enable();
  registry.collectedGauge(
    'nodejs_eventloop_delay_seconds',
    'Event-loop delay since the previous scrape, by quantile (and max).',
    () => {
      const seconds = (ns: number) => (Number.isFinite(ns) ? ns / 1e9 : 0);
      const samples = [
        { labels: { quantile: '0.5' }, value: seconds(loopDelay.percentile(50)) },
        { labels: { quantile: '0.99' }, value: seconds(loopDelay.percentile(99)) },
        { labels: { quantile: '1' }, value: seconds(loopDelay.max) },
      ];
      loopDelay.reset();
      return samples;
    },
  );
  registry.collectedGauge('process_resident_memory_bytes', 'Resident memory of this process.', () => [
    { value: process.memoryUsage.rss() },
  ]);
  const cpu = registry.counter('process_cpu_seconds_total', 'CPU time of this process (user + system).');
  let cpuSeen = process.cpuUsage();
  const cpuSeconds = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1e6;

  return {
    registry,
    request(method, route, status, seconds) {
      requests.inc({ method, route, status: String(status) });
      durations.observe(seconds, { method, route });
    },
    pageOutcome: (outcome) => pages.inc({ outcome }),
    async timeRender(render) {
      const before = process.cpuUsage();
      try {
        return await render();
      } finally {
        renderCpu.observe(cpuSeconds(process.cpuUsage(before)));
      }
    },
    watchRenderQueue: (read) => void (renderQueue = read),
    setPages({ ready, total }) {
      pagesReady.set(ready);
      pagesTotal.set(total);
    },
    watchPool: (read) => void (pool = read),
    scrape() {
      const now = process.cpuUsage();
      cpu.inc({}, cpuSeconds(process.cpuUsage(cpuSeen)));
      cpuSeen = now;
      return registry.text();
    },
    close: () => loopDelay.disable(),
  };
}
