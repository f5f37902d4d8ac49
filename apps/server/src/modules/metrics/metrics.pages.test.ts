import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecipe, signUp } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requireWebBuild } from '../../test/web-build.ts';

requireWebBuild();

/** The value of one sample line (`name{labels} value`), or 0 when the series is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('GET /metrics with pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { web: { mode: 'production' } });
  });
  afterAll(async () => t.close());

  const scrape = async () => (await t.app.inject({ method: 'GET', url: '/metrics' })).body;

  it('counts page-store hits and misses, renders and their CPU time, by kind of page', async () => {
    const member = await signUp(t.app);
    const recipe = await createRecipe(t.app, member);
    const before = await scrape();
    const page = `/recipe/${recipe.id}/${recipe.slug}`;
    expect((await t.app.inject({ method: 'GET', url: page })).headers['x-page-cache']).toBe('miss');
    expect((await t.app.inject({ method: 'GET', url: page })).headers['x-page-cache']).toBe('hit');
    const after = await scrape();
    const grew = (series: string) => sample(after, series) - sample(before, series);
    expect(grew('page_store_requests_total{outcome="miss"}')).toBe(1);
    expect(grew('page_store_requests_total{outcome="hit"}')).toBe(1);
    expect(grew('page_render_cpu_seconds_count')).toBe(1);
    expect(grew('page_render_cpu_seconds_sum')).toBeGreaterThan(0);
    expect(grew('http_requests_total{method="GET",route="page:recipe",status="200"}')).toBe(2);
    expect(after).not.toContain(`route="${page}"`);
  });
});
