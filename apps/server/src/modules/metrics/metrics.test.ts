import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectErrorBody } from '../../test/expect-error-body.ts';
import { createTestApp, testDialect, type TestApp } from '../../test/test-app.ts';
import { pageKind } from './metrics.routes.ts';

const token = 'scrape-token-0123456789abcdef';

/** The text exposition format, line by line: HELP and TYPE before a family's samples, then `name{labels} value`. */
function parseMetrics(text: string): Map<string, { type: string; samples: { labels: string; value: number }[] }> {
  const families = new Map<string, { type: string; samples: { labels: string; value: number }[] }>();
  let current: string | null = null;
  expect(text.endsWith('\n')).toBe(true);
  for (const line of text.trimEnd().split('\n')) {
    const help = /^# HELP ([a-zA-Z_:][a-zA-Z0-9_:]*) .+$/.exec(line);
    if (help) continue;
    const type = /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      current = type[1]!;
      expect(families.has(current), `${current} declared twice`).toBe(false);
      families.set(current, { type: type[2]!, samples: [] });
      continue;
    }
    const sample = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(?:[a-zA-Z_][a-zA-Z0-9_]*="(?:[^"\\]|\\.)*",?)*\})? (\S+)$/.exec(
      line,
    );
    expect(sample, `not a sample line: ${line}`).not.toBeNull();
    const [, name, labels = '', value] = sample!;
    expect(current && name!.startsWith(current), `${name} outside its family`).toBe(true);
    expect(Number.isNaN(Number(value)) && value !== 'NaN' && !/^[+-]Inf$/.test(value!)).toBe(false);
    families.get(current!)!.samples.push({ labels, value: Number(value === '+Inf' ? Infinity : value) });
  }
  return families;
}

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers from loopback in Prometheus text format, with request counts by route pattern', async () => {
    for (const id of [1, 2, 3]) await t.app.inject({ method: 'GET', url: `/api/v1/recipes/${id}` });
    await t.app.inject({ method: 'GET', url: '/api/v1/recipes?page=1&pageSize=5' });
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const families = parseMetrics(res.body);
    const requests = families.get('http_requests_total')!;
    expect(requests.type).toBe('counter');
    // Three ids, one series: the pattern, never the URL.
    const byId = requests.samples.filter((s) => s.labels.includes('route="/api/v1/recipes/:id"'));
    expect(byId.reduce((sum, s) => sum + s.value, 0)).toBe(3);
    expect(requests.samples.some((s) => /route="\/api\/v1\/recipes\/\d/.test(s.labels))).toBe(false);
    const durations = families.get('http_request_duration_seconds')!;
    expect(durations.type).toBe('histogram');
    expect(durations.samples.find((s) => s.labels.includes('le="+Inf"'))?.value).toBeGreaterThan(0);
    for (const name of [
      'page_store_requests_total',
      'page_render_cpu_seconds',
      'page_render_queue_length',
      'pages_ready',
      'pages_total',
      'db_pool_connections',
      'nodejs_eventloop_delay_seconds',
    ]) {
      expect(families.has(name), name).toBe(true);
    }
    expect(families.get('pages_total')!.samples).toEqual([{ labels: '', value: 0 }]);
    expect(families.get('page_render_queue_length')!.samples).toEqual([{ labels: '', value: 0 }]);
    // PostgreSQL reports its pool; SQLite has none.
    const pool = families.get('db_pool_connections')!.samples;
    if (testDialect === 'postgres') expect(pool.find((s) => s.labels === '{state="total"}')?.value).toBeGreaterThan(0);
    else expect(pool).toEqual([]);
  });

  it('shows what the page store reports', async () => {
    t.app.metrics.setPages({ ready: 7, total: 12 });
    const families = parseMetrics((await t.app.inject({ method: 'GET', url: '/metrics' })).body);
    expect(families.get('pages_ready')!.samples[0]!.value).toBe(7);
    expect(families.get('pages_total')!.samples[0]!.value).toBe(12);
  });

  it('refuses others (403), and through a proxy on this machine too', async () => {
    const far = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    expect(far.statusCode).toBe(403);
    expectErrorBody({ status: far.statusCode, body: far.json() }, 403, 'FORBIDDEN');
    const proxied = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { 'x-forwarded-for': '203.0.113.9' },
    });
    expect(proxied.statusCode).toBe(403);
  });

  it('is neither in the OpenAPI document nor counted against the API rate limit', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: object }>();
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: token });
  });
  afterAll(async () => t.close());

  it('lets a scraper elsewhere in with the bearer token only (401 without or with another)', async () => {
    const remoteAddress = '203.0.113.9';
    const ok = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(ok.statusCode).toBe(200);
    parseMetrics(ok.body);
    const none = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
    expect(none.statusCode).toBe(401);
    expectErrorBody({ status: none.statusCode, body: none.json() }, 401, 'UNAUTHENTICATED');
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress,
      headers: { authorization: `Bearer ${token.slice(0, -1)}x`, 'accept-language': 'de' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json<{ error: string }>().error).toBe('Bitte melde dich an, um fortzufahren.');
    // Loopback still needs none.
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(200);
  });
});

describe('the kind of page a URL asks for', () => {
  it('names pages and their client-navigation data by a fixed set', () => {
    expect(pageKind('/')).toBe('page:home');
    expect(pageKind('/recipe/12/garlic-soup?servings=4')).toBe('page:recipe');
    expect(pageKind('/recipe/12/garlic-soup.data')).toBe('data:recipe');
    expect(pageKind('/recipe/12/edit')).toBe('page:editor');
    expect(pageKind('/recipes/garlic')).toBe('page:recipes');
    expect(pageKind('/_root.data')).toBe('data:home');
    expect(pageKind('/members/3')).toBe('page:member');
    expect(pageKind('/no/such/page/123')).toBe('page:other');
  });
});
