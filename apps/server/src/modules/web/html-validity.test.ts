import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { defaultRateLimits, loadConfig } from '../../config/env.ts';
import { createDatabase, type Database } from '../../db/database.ts';
import { migrateToLatest } from '../../db/migrate.ts';
import { createRecipe, signUp } from '../../test/api.ts';
import { findWebRoot, webBuildPaths } from './web-paths.ts';

// Every page as the server renders it, in all three languages, through the Nu HTML Checker
// (vnu, the W3C validator; Java runs it). Runs against the real web build, as web-pages.test.ts.
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
const webRoot = findWebRoot();
if (!fs.existsSync(webBuildPaths(webRoot).serverEntry)) {
  throw new Error('No web build. Build it first: npm run build -w @recipes/web');
}

interface VnuMessage {
  type: string;
  url: string;
  message: string;
  extract?: string;
}

// Pages render from the web build the same on either database: checked once, in the SQLite run.
describe.runIf(process.env.TEST_DIALECT !== 'postgres')('server-rendered HTML', () => {
  let app: FastifyInstance;
  let database: Database;
  let dataDir: string;
  let pages: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-vnu-test-'));
    const config = {
      ...loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      rateLimits: { ...defaultRateLimits, apiPerHour: 100000, authPerIp: 100000, authPerAccount: 100000 },
    };
    database = createDatabase({ sqliteFile: path.join(dataDir, 'vnu.sqlite') });
    await migrateToLatest(database);
    app = await buildApp({ config, database, logger: false, web: { mode: 'production' } });
    await app.ready();
    const member = await signUp(app, { username: 'vnu_cook', name: 'Ängelika "Long" Nguyễn' });
    const recipe = await createRecipe(app, member, {
      name: 'Phở bò with an unbroken Donaudampfschifffahrtsgesellschaftskapitänsmütze',
      recipeIngredients: ['# Broth', '2 EL Olivenöl', 'https://example.com/a/very/long/link/that/never/breaks'],
    });
    const recipePath = `/recipe/${recipe.id}/${recipe.slug}`;
    pages = [
      '/',
      '/recipes',
      '/recipes/pho',
      '/recipes?category=soups',
      recipePath,
      '/categories',
      '/about',
      '/privacy-policy',
      '/faq',
      '/terms',
      '/cookies',
      '/contact',
      '/login',
      '/register',
      '/forgot-password',
      '/reset-password?token=abc',
      '/auth/callback',
      '/profile',
      '/profile/edit',
      '/my-recipes',
      `/members/${member.id}`,
      `/members/${member.id}/followers`,
      '/api/docs',
      '/submit-recipe',
      `${recipePath}/edit`,
      '/no-such-page',
    ];
  }, 60_000);

  afterAll(async () => {
    await app?.close();
    await database?.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('passes the Nu HTML Checker on every page in en, de and vi, each with one h1', async () => {
    const files: string[] = [];
    const headings: string[] = [];
    for (const language of ['en', 'de', 'vi']) {
      for (const page of pages) {
        const response = await app.inject({ method: 'GET', url: page, headers: { cookie: `lang=${language}` } });
        expect(response.headers['content-type'], page).toMatch(/text\/html/);
        const h1Count = response.body.match(/<h1[\s>]/g)?.length ?? 0;
        if (h1Count !== 1) headings.push(`${language} ${page}: ${h1Count} h1`);
        const file = path.join(dataDir, `${language}${page.replace(/[^a-z0-9]+/gi, '_')}.html`);
        fs.writeFileSync(file, response.body);
        files.push(file);
      }
    }
    expect(headings).toEqual([]);
    const { stdout, stderr } = await promisify(execFile)(
      'java',
      ['-jar', vnuJar, '--errors-only', '--format', 'json', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stderr || stdout) as { messages: VnuMessage[] };
    const errors = messages.map((m) => `${path.basename(m.url)}: ${m.message} ${m.extract ?? ''}`.trim());
    expect(errors).toEqual([]);
  }, 180_000);
});
