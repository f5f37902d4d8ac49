import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Health } from '@recipes/contracts';
import { buildApp } from '../../app.ts';
import { createDatabase, type Database } from '../../db/database.ts';
import { createPageStore } from '../freshness/page-store.ts';
import { createRecipe, signUp, type Member } from '../../test/api.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { requireWebBuild } from '../../test/web-build.ts';

// Pages rendered before anyone asks (decision 0051), on the real web build and a real database.
requireWebBuild();

let first: TestApp;
let cook: Member;
let recipePage: string;
let recipeId: number;
const extra: { app: FastifyInstance; database: Database }[] = [];

/** Another instance on the same database, with its own build id and settings. */
async function instance(buildId: string, renderAhead: boolean): Promise<FastifyInstance> {
  const database = createDatabase(first.storage);
  const app = await buildApp({
    config: { ...first.config, renderAhead },
    database,
    logger: false,
    web: { mode: 'production', buildId, settleMs: 300 },
  });
  await app.ready();
  extra.push({ app, database });
  return app;
}

const health = async (app: FastifyInstance) => (await app.inject('/api/v1/health')).json<Health>();

async function allReady(app: FastifyInstance): Promise<Health> {
  for (let i = 0; i < 600; i++) {
    const answer = await health(app);
    if (answer.pages.ready === answer.pages.total && !answer.pages.rendering) return answer;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`pages never got ready: ${JSON.stringify(await health(app))}`);
}

beforeAll(async () => {
  first = await createTestApp(
    { renderAhead: true },
    { web: { mode: 'production', buildId: 'build-1', settleMs: 1000 } },
  );
  cook = await signUp(first.app);
  const recipe = await createRecipe(first.app, cook, { name: 'Ahead Bánh Xèo', shortDescription: 'Crisp pancakes.' });
  await createRecipe(first.app, cook, { name: 'Ahead Gỏi Cuốn' });
  recipeId = recipe.id;
  recipePage = encodeURI(`/recipe/${recipe.id}/${recipe.slug}`);
}, 60_000);

afterAll(async () => {
  for (const { app, database } of extra) {
    await app.close();
    await database.destroy();
  }
  await first?.close();
});

describe('render-ahead', () => {
  it('renders every page named ahead, and health says when all are ready', async () => {
    const answer = await allReady(first.app);
    // 9 static pages, the categories and cuisines, two recipes and their author, in three languages.
    expect(answer.pages.total % 3).toBe(0);
    expect(answer.pages.total).toBeGreaterThan(3 * (9 + 2 + 1));
    expect(answer).toMatchObject({ status: 'ok', database: 'ok', redis: 'off' });
    const renders = first.app.pageWork!.renderer.renders;
    for (const cookie of ['lang=en', 'lang=de', 'lang=vi']) {
      const page = await first.app.inject({ method: 'GET', url: recipePage, headers: { cookie } });
      expect(page.headers['x-page-cache']).toBe('hit');
    }
    expect(first.app.pageWork!.renderer.renders).toBe(renders);
  }, 90_000);

  it('re-renders the pages a burst of ten writes made stale once each, after the burst', async () => {
    await allReady(first.app);
    const before = first.app.pageWork!.renderer.renders;
    const burstStart = Date.now();
    for (let i = 1; i <= 10; i++) {
      const update = await first.app.inject({
        method: 'PUT',
        url: `/api/v1/recipes/${recipeId}`,
        headers: cook.headers,
        payload: { shortDescription: `Crisp pancakes, take ${i}.` },
      });
      expect(update.statusCode).toBe(200);
    }
    await allReady(first.app);
    const rerendered = await first.database.db
      .selectFrom('rendered_pages')
      .select('page_key')
      .where('rendered_at', '>=', burstStart)
      .execute();
    expect(rerendered.map((row) => row.page_key)).toEqual(expect.arrayContaining([`en\n${recipePage}`]));
    // Each page once: as many renders as pages rendered again.
    expect(first.app.pageWork!.renderer.renders - before).toBe(rerendered.length);
    const page = await first.app.inject({ method: 'GET', url: recipePage });
    expect(page.headers['x-page-cache']).toBe('hit');
    expect(page.body).toContain('Crisp pancakes, take 10.');
  }, 90_000);

  it('serves the pages of the previous build until this build has rendered them', async () => {
    await allReady(first.app);
    const before = await first.app.inject({ method: 'GET', url: '/about' });
    const next = await instance('build-2', false);
    const old = await next.inject({ method: 'GET', url: '/about' });
    expect(old.headers['x-page-cache']).toBe('stale');
    expect(old.body).toBe(before.body);
    // Asked for, it is rendered for this build in the background.
    await next.pageWork!.background.idle();
    await new Promise((resolve) => setTimeout(resolve, 500));
    await next.pageWork!.background.idle();
    expect((await next.inject({ method: 'GET', url: '/about' })).headers['x-page-cache']).toBe('hit');
    expect(next.pageWork!.renderer.renders).toBe(1);
  }, 60_000);

  it('keeps the hashed assets of earlier builds available', async () => {
    const kept = path.join(first.config.dataDir, 'kept-assets');
    fs.writeFileSync(path.join(kept, 'chunk-OLDBUILD1.js'), 'export const earlier = 1;');
    const next = await instance('build-2', false);
    const old = await next.inject({ method: 'GET', url: '/assets/chunk-OLDBUILD1.js' });
    expect(old.statusCode).toBe(200);
    expect(old.headers['content-type']).toContain('text/javascript');
    expect(old.headers['cache-control']).toContain('immutable');
    expect((await next.inject({ method: 'GET', url: '/assets/chunk-NOSUCH99.js' })).statusCode).toBe(404);
    // This build's own files were copied there too, for the build after it.
    expect(fs.readdirSync(kept).filter((name) => name.endsWith('.js')).length).toBeGreaterThan(1);
  });

  it('shares the work between two instances: no page rendered twice, and a dead claim left to others', async () => {
    const store = createPageStore(first.database.db);
    // An instance that claimed a page and died: its claim runs out in a moment.
    await store.markOneStale(`de\n${recipePage}`);
    expect(
      await store.claim(`de\n${recipePage}`, 'an-instance-that-died', 'build-3', Date.now() + 1000, Date.now()),
    ).not.toBeNull();
    const a = await instance('build-3', true);
    const b = await instance('build-3', true);
    const answer = await allReady(a);
    expect(a.pageWork!.renderer.renders + b.pageWork!.renderer.renders).toBe(answer.pages.total);
    expect((await health(b)).pages.ready).toBe(answer.pages.total);
  }, 120_000);
});

describe('health', () => {
  it('answers 503 with status failing when the database is unreachable', async () => {
    const app = await createTestApp();
    try {
      expect((await app.app.inject('/api/v1/health')).statusCode).toBe(200);
      await app.database.destroy();
      const down = await app.app.inject('/api/v1/health');
      expect(down.statusCode).toBe(503);
      expect(down.json<Health>()).toMatchObject({ status: 'failing', database: 'failing' });
    } finally {
      await app.app.close();
    }
  });
});
