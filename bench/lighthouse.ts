/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default simulated throttling) on the home,
 * list and recipe pages of the production build, seeded with the sample recipes in a fresh data
 * folder, in the light and the dark colour scheme. Lighthouse is fetched by npx (a pinned version,
 * not a dependency: the suite never needs it) and drives Debian's Chromium. Writes
 * bench/results/<date>-lighthouse.md and prints it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'prettier';
import type { Recipe } from '@recipes/contracts';
import { buildIfNeeded } from './lib/build.ts';
import { clientJavaScript } from './lib/client-js.ts';
import { numberFlag, parseFlags } from './lib/flags.ts';
import {
  render,
  summarize,
  summarizeFloor,
  type LighthouseReport,
  type PageResult,
  type Run,
  type Scheme,
} from './lib/lighthouse-report.ts';
import { runToEnd, startProcess } from './lib/processes.ts';
import { repoRoot } from './lib/target.ts';

const lighthouseVersion = '12.8.2';
const flags = parseFlags(process.argv.slice(2));
const runs = Math.max(1, numberFlag(flags, 'runs', 3));
const port = numberFlag(flags, 'port', 3910);
const chrome = flags.get('chrome') ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
// Another checkout (or a copy of one's apps/*/dist and build folders) to measure, for a before/after.
const root = path.resolve(flags.get('root') ?? repoRoot);
const schemes = (flags.get('schemes') ?? 'light,dark').split(',') as Scheme[];
// --no-floor: skip the run per page and scheme with every script blocked.
const withFloor = !flags.has('no-floor');
const baseUrl = `http://127.0.0.1:${port}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-lighthouse-'));
const baseChromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
// Blink's own setting behind `prefers-color-scheme` (0 = dark): what a phone in dark mode reports.
// Lighthouse emulates no colour scheme itself, so this holds for the whole run.
const schemeFlags: Record<Scheme, string[]> = { light: [], dark: ['--blink-settings=preferredColorScheme=0'] };

/** Lighthouse's benchmark index of every run: how fast the machine was, as Lighthouse saw it. */
const benchmarkIndexes: number[] = [];

async function lighthouse(
  url: string,
  scheme: Scheme,
  outFile: string,
  extraArgs: string[] = [],
  attempt = 1,
): Promise<LighthouseReport> {
  try {
    await runToEnd('npx', [
      '--yes',
      `lighthouse@${lighthouseVersion}`,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outFile}`,
      `--chrome-flags=${[...baseChromeFlags, ...schemeFlags[scheme]].join(' ')}`,
      ...extraArgs,
    ]);
  } catch (error) {
    // On a busy machine Chromium sometimes records no usable trace (NO_NAVSTART, NO_FCP) or gives
    // up on the page (an "interstitial"): run again after a pause.
    if (attempt >= 3) throw error;
    console.log(`  run failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}), again …`);
    await new Promise((resolve) => setTimeout(resolve, 20_000));
    return lighthouse(url, scheme, outFile, extraArgs, attempt + 1);
  }
  const report = JSON.parse(fs.readFileSync(outFile, 'utf8')) as LighthouseReport;
  if (report.environment?.benchmarkIndex !== undefined) benchmarkIndexes.push(report.environment.benchmarkIndex);
  return report;
}

/**
 * Waits (up to three minutes) for the 1-minute load average to fall below one per two cores: the
 * server renders every sample photo before it answers, and simulated throttling multiplies
 * whatever else the machine does into blocking time.
 */
async function quietMachine(): Promise<void> {
  const limit = os.cpus().length / 2;
  for (let waited = 0; os.loadavg()[0]! >= limit && waited < 180; waited += 10) {
    console.log(`load ${os.loadavg()[0]!.toFixed(2)}, waiting for it to fall below ${limit} …`);
    await new Promise((resolve) => setTimeout(resolve, 10_000));
  }
}

/** Where a run's JSON report goes (kept with --keep). */
const reportFile = (page: string, scheme: Scheme, run: number | string) =>
  path.join(workDir, `${page.replace(/\W/g, '-')}-${scheme}-${run}.json`);

async function measure(name: string, pagePath: string, scheme: Scheme): Promise<PageResult> {
  const done: Run[] = [];
  for (let run = 1; run <= runs; run++) {
    const load = os.loadavg()[0]!;
    console.log(`${name} ${pagePath} (${scheme}), run ${run}/${runs}, load ${load.toFixed(2)} …`);
    done.push({ report: await lighthouse(`${baseUrl}${pagePath}`, scheme, reportFile(name, scheme, run)), load });
  }
  const result = summarize(name, pagePath, scheme, done);
  if (withFloor) {
    // The same page with every script blocked: what the machine allows for the HTML and CSS alone,
    // the floor under the page's own score when the machine is busy (decision 0050).
    console.log(`${name} ${pagePath} (${scheme}), without scripts …`);
    const outFile = reportFile(name, scheme, 'without-scripts');
    result.withoutScripts = summarizeFloor(
      await lighthouse(`${baseUrl}${pagePath}`, scheme, outFile, ['--blocked-url-patterns=*.js']),
    );
  }
  return result;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** The sample recipe with the most gallery and step photos: the heaviest recipe page. */
async function richestRecipe(): Promise<Recipe> {
  const recipes = (await (await fetch(`${baseUrl}/api/v1/recipes?pageSize=100`)).json()) as Recipe[];
  const photos = (r: Recipe) => r.images.length + r.recipeInstructions.filter((s) => s.imageURL).length;
  const [richest] = recipes.sort((a, b) => photos(b) - photos(a) || b.id - a.id);
  if (!richest || richest.images.length === 0) throw new Error('The sample seed left no recipe with photos');
  return richest;
}

async function main(): Promise<void> {
  if (root === repoRoot) await buildIfNeeded(flags.has('build'));
  const loadBefore = loadAverage();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    SEED_SAMPLE: 'true',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(workDir, 'data'),
  };
  delete env.DATABASE_URL;
  const server = await startProcess(
    process.execPath,
    [path.join(root, 'apps/server/dist/server.js')],
    env,
    `${baseUrl}/api/v1/recipes/ping`,
    path.join(workDir, 'server.log'),
    // A fresh data folder: the server renders every sample photo before it answers, which takes
    // minutes when the shared machine is busy.
    600_000,
  );
  try {
    const recipe = await richestRecipe();
    const pages: [string, string][] = [
      ['Home', '/'],
      ['Recipe list', '/recipes'],
      ['Recipe', `/recipe/${recipe.id}/${encodeURIComponent(recipe.slug)}`],
    ];
    const recipeJs = await clientJavaScript(baseUrl, pages[2]![1]);
    const recipeJsKb = recipeJs.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
    const results: PageResult[] = [];
    await quietMachine();
    const loadAtStart = loadAverage();
    for (const scheme of schemes) {
      for (const [name, pagePath] of pages) results.push(await measure(name, pagePath, scheme));
    }
    const chromeVersion = (await runToEnd(chrome, ['--version'])).trim();
    const report = render(results, [
      ['Tool', `Lighthouse ${lighthouseVersion}, mobile form factor, simulated throttling (its defaults)`],
      ['Browser', `${chromeVersion}, headless; dark scheme: \`${schemeFlags.dark.join(' ')}\``],
      ['Server', 'production build, SQLite, the sample recipes with photos (fresh data folder)'],
      ['Recipe page', `the sample recipe with the most photos (${recipe.images.length} in its gallery)`],
      [
        'Recipe page JavaScript before hydration (bench/lib/client-js.ts, gzip -9)',
        `${recipeJsKb.toFixed(1)} KB in ${recipeJs.length} files`,
      ],
      ['Runs', `${runs} per page and scheme; scores are each category's lowest, metrics the median run's`],
      ['Machine', `${os.cpus().length} × ${os.cpus()[0]?.model.split(' ')[0] ?? 'CPU'}, Node ${process.version}`],
      // Simulated throttling multiplies the tasks' measured times: a busy machine inflates TBT.
      [
        'Load average (1, 5, 15 min) before the server / at the first run / after',
        `${loadBefore} / ${loadAtStart} / ${loadAverage()}`,
      ],
      [
        "Lighthouse's benchmark index over the runs (its CPU measure, higher is faster)",
        `${Math.round(Math.min(...benchmarkIndexes))}–${Math.round(Math.max(...benchmarkIndexes))}`,
      ],
    ]);
    const formatted = await format(report, { parser: 'markdown' });
    const file = path.join(repoRoot, 'bench', 'results', `${new Date().toISOString().slice(0, 10)}-lighthouse.md`);
    fs.writeFileSync(flags.get('out') ?? file, formatted);
    console.log(`\n${formatted}\nwritten to ${path.relative(repoRoot, flags.get('out') ?? file)}`);
    // --keep: leave the JSON reports for a closer look (bootup-time, mainthread-work-breakdown).
    if (flags.has('keep')) console.log(`reports kept in ${workDir}`);
    else fs.rmSync(workDir, { recursive: true, force: true });
  } catch (error) {
    console.error(`lighthouse bench failed; reports and the server log are in ${workDir}`);
    throw error;
  } finally {
    await server.stop();
  }
}

process.env.CHROME_PATH = chrome;
await main();
