/**
 * `npm run bench:render [-- --iterations 300]`: where the time of rendering an uncached
 * recipe page goes. Builds the app on a throwaway SQLite file with one sample recipe (with
 * photos' URLs and a few ratings), then calls React Router's request handler directly, bypassing
 * the page cache, and times each part on its own:
 *   data        the loader's read (SiteReader.getRecipe)
 *   loaders     a `.data` request: root and recipe loaders, meta texts, turbo-stream serialisation
 *   document    the whole HTML answer: loaders, translation set-up, React render, streaming
 * React render and serialisation of the document ≈ document − loaders. With --cpu-prof, node
 * writes a profile that splits the render further. Short and bounded.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as ReactRouter from 'react-router';
import sharp from 'sharp';
import type { ServerBuild } from 'react-router';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config/env.ts';
import { createDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { sampleRecipes } from '../apps/server/src/sample-content/data/index.ts';
import { createSiteReader } from '../apps/server/src/modules/recipes/site-reader.ts';
import { findWebRoot, webBuildPaths } from '../apps/server/src/modules/web/web-paths.ts';
import { createRecipe, signUp } from '../apps/server/src/test/api.ts';
import { numberFlag, parseFlags } from './lib/flags.ts';

// React and React Router pick their development builds (several times slower) unless this is set
// before they load; `npm run bench:render` sets it, as `npm start` does for the server.
if (process.env.NODE_ENV !== 'production') throw new Error('Run with NODE_ENV=production: npm run bench:render');

const flags = parseFlags(process.argv.slice(2));
const iterations = numberFlag(flags, 'iterations', 300);
/** Another checkout's apps/web (built), to compare a change with what came before it. */
const webRootFlag = flags.get('web-root');
/**
 * Another built apps/web to render in the same process, in alternating rounds with this one: the
 * machine's load then weighs on both alike, which separate runs on a shared machine cannot give.
 */
const compareFlag = flags.get('compare');
const rounds = numberFlag(flags, 'rounds', 20);

/**
 * Milliseconds of CPU time (user + system) per run: on a shared machine, wall time mostly
 * measures the other processes; CPU time is what this process spent.
 */
async function time(label: string, run: () => Promise<unknown>): Promise<[string, number]> {
  for (let i = 0; i < 30; i++) await run(); // warm the JIT and the statement cache
  const started = process.cpuUsage();
  for (let i = 0; i < iterations; i++) await run();
  const used = process.cpuUsage(started);
  return [label, (used.user + used.system) / 1000 / iterations];
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-profile-render-'));
const database = createDatabase({ sqliteFile: path.join(dataDir, 'profile.sqlite') });
try {
  await migrateToLatest(database);
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  await app.ready();
  const cook = await signUp(app);
  const sample = sampleRecipes[1]!;
  const { language: _language, art: _art, photos: _photos, stepPhotos: _steps, ...body } = sample;
  // Real uploads of the cook's own: a recipe may only show photos its author uploaded.
  const images = await Promise.all(
    [1, 2, 3].map(async (n) => {
      const background = { r: 60 * n, g: 120, b: 200 - 40 * n };
      const bytes = await sharp({ create: { width: 1600, height: 1200, channels: 3, background } })
        .jpeg()
        .toBuffer();
      const stored = await app.services.photos.storeImage(cook.id, bytes);
      return { image: stored.imageURL, thumbnail: stored.thumbnailURL, alt: '' };
    }),
  );
  const recipe = await createRecipe(app, cook, { ...body, images });
  for (let n = 0; n < 5; n++) {
    const rater = await signUp(app);
    await app.inject({
      method: 'POST',
      url: '/api/v1/ratings',
      headers: rater.headers,
      payload: { rating: 3 + (n % 3), recipeId: recipe.id, userId: rater.id },
    });
  }

  const site = createSiteReader(app.services, () => app.swagger());
  const context = { site, publicUrl: config.publicUrl };
  const page = `http://localhost/recipe/${recipe.id}/${recipe.slug}`;
  /** A request function answering through the given built apps/web (its own React Router). */
  const requester = async (webRoot: string) => {
    const routerEntry = createRequire(path.join(webRoot, 'package.json')).resolve('react-router');
    const { createRequestHandler } = (await import(pathToFileURL(routerEntry).href)) as typeof ReactRouter;
    const build = (await import(pathToFileURL(webBuildPaths(webRoot).serverEntry).href)) as ServerBuild;
    const handle = createRequestHandler(build, 'production');
    return async (url: string) => {
      const response = await handle(new Request(url, { headers: { cookie: 'lang=de' } }), context);
      if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
      return response.arrayBuffer();
    };
  };
  const request = await requester(webRootFlag ? path.resolve(webRootFlag) : findWebRoot());

  if (compareFlag) {
    const other = await requester(path.resolve(compareFlag));
    const sides = [
      { label: 'this build', request, doc: [] as number[], data: [] as number[] },
      { label: compareFlag, request: other, doc: [] as number[], data: [] as number[] },
    ];
    const perRound = Math.max(1, Math.round(iterations / rounds));
    const cpuMs = async (run: () => Promise<unknown>) => {
      const started = process.cpuUsage();
      for (let i = 0; i < perRound; i++) await run();
      const used = process.cpuUsage(started);
      return (used.user + used.system) / 1000 / perRound;
    };
    for (const side of sides) for (let i = 0; i < 50; i++) await side.request(page);
    for (let round = 0; round < rounds; round++) {
      for (const side of round % 2 ? [...sides].reverse() : sides) {
        side.doc.push(await cpuMs(() => side.request(page)));
        side.data.push(await cpuMs(() => side.request(`${page}.data`)));
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    console.log(`Recipe page (de), ${rounds} alternating rounds of ${perRound}, median ms of CPU per render:`);
    for (const side of sides) {
      console.log(
        `  ${side.label.padEnd(30)} document ${median(side.doc).toFixed(3)}  .data ${median(side.data).toFixed(3)}`,
      );
    }
  } else {
    const rows = [
      await time('data (getRecipe)', () => site.getRecipe(recipe.id)),
      await time('loaders (.data)', () => request(`${page}.data`)),
      await time('document (HTML)', () => request(page)),
    ];
    const bytes = (await request(page)).byteLength;
    console.log(`Recipe page (de, ${bytes} bytes), ${iterations} renders each, ms of CPU per render:`);
    for (const [label, ms] of rows) console.log(`  ${label.padEnd(22)} ${ms.toFixed(3)}`);
    const loaders = rows[1]![1];
    const document = rows[2]![1];
    console.log(`  ${'render ≈ doc − .data'.padEnd(22)} ${(document - loaders).toFixed(3)}`);
  }
  await app.close();
} finally {
  await database.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
