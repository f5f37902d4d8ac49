/**
 * `npm run bench:lighthouse`: Lighthouse (mobile, its default simulated throttling) on the home,
 * list and recipe pages of the production build, seeded with the sample recipes in a fresh data
 * folder. Lighthouse is fetched by npx (a pinned version, not a dependency: the suite never needs
 * it) and drives Debian's Chromium. Writes bench/results/<date>-lighthouse.md and prints it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { format } from 'prettier';
import type { Recipe } from '@recipes/contracts';
import { buildIfNeeded } from './lib/build.ts';
import { numberFlag, parseFlags } from './lib/flags.ts';
import { runToEnd, startProcess } from './lib/processes.ts';
import { repoRoot } from './lib/target.ts';

const lighthouseVersion = '12.8.2';
const flags = parseFlags(process.argv.slice(2));
const runs = Math.max(1, numberFlag(flags, 'runs', 3));
const port = numberFlag(flags, 'port', 3910);
const chrome = flags.get('chrome') ?? process.env.CHROME_PATH ?? '/usr/bin/chromium';
const baseUrl = `http://127.0.0.1:${port}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-lighthouse-'));
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
].join(' ');

const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const minimum: Record<(typeof categories)[number], number> = {
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
const metrics = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

/** The part of Lighthouse's JSON report this script reads. */
interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; displayValue?: string; score: number | null; title: string }>;
}

interface PageResult {
  name: string;
  path: string;
  /** Per category, the lowest score over the runs. */
  worst: Record<string, number>;
  /** Per metric, the display value of the median run by performance score. */
  median: Record<string, string>;
  /** Audits that failed in any run, outside performance's own metrics. */
  failed: string[];
}

async function lighthouse(url: string, outFile: string, attempt = 1): Promise<LighthouseReport> {
  try {
    await runLighthouse(url, outFile);
  } catch (error) {
    // On a busy machine Chromium sometimes records no usable trace (NO_NAVSTART, NO_FCP): run again.
    if (attempt >= 3) throw error;
    console.log(`  run failed (${error instanceof Error ? error.message.split('\n')[0] : String(error)}), again …`);
    return lighthouse(url, outFile, attempt + 1);
  }
  return JSON.parse(fs.readFileSync(outFile, 'utf8')) as LighthouseReport;
}

async function runLighthouse(url: string, outFile: string): Promise<void> {
  await runToEnd('npx', [
    '--yes',
    `lighthouse@${lighthouseVersion}`,
    url,
    '--quiet',
    '--output=json',
    `--output-path=${outFile}`,
    `--chrome-flags=${chromeFlags}`,
  ]);
}

const score = (report: LighthouseReport, category: string) =>
  Math.round((report.categories[category]?.score ?? 0) * 100);

async function measure(name: string, pagePath: string): Promise<PageResult> {
  const reports: LighthouseReport[] = [];
  for (let run = 1; run <= runs; run++) {
    console.log(`${name} ${pagePath}, run ${run}/${runs} …`);
    reports.push(await lighthouse(`${baseUrl}${pagePath}`, path.join(workDir, `${name}-${run}.json`)));
  }
  const byPerformance = [...reports].sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const middle = byPerformance[Math.floor(byPerformance.length / 2)]!;
  const failed = new Set<string>();
  for (const report of reports) {
    for (const audit of Object.values(report.audits)) {
      // Scores below 0.9 on binary and informative audits; metrics are in the table already.
      if (audit.score !== null && audit.score < 0.9 && audit.numericValue === undefined) failed.add(audit.title);
    }
  }
  return {
    name,
    path: pagePath,
    worst: Object.fromEntries(categories.map((c) => [c, Math.min(...reports.map((r) => score(r, c)))])),
    median: Object.fromEntries(metrics.map((m) => [m, middle.audits[m]?.displayValue ?? '—'])),
    failed: [...failed],
  };
}

function render(results: PageResult[], context: [string, string][]): string {
  const lines = [`# Lighthouse ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`, ''];
  for (const [label, value] of context) lines.push(`- ${label}: ${value}`);
  lines.push(
    '',
    '| Page | Path | Performance | Accessibility | Best practices | SEO | FCP | LCP | TBT | CLS | Budget |',
  );
  lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const r of results) {
    const short = categories.filter((c) => (r.worst[c] ?? 0) < minimum[c]);
    const verdict = short.length === 0 ? 'met' : `NOT met: ${short.join(', ')}`;
    const cells = [...categories.map((c) => String(r.worst[c])), ...metrics.map((m) => r.median[m])];
    lines.push(`| ${r.name} | \`${r.path}\` | ${cells.join(' | ')} | ${verdict} |`);
  }
  const failures = results.filter((r) => r.failed.length > 0);
  lines.push('', 'Budget: performance at least 95, accessibility, best practices and SEO 100, in every run.');
  lines.push(
    failures.length === 0
      ? 'No audit outside the performance metrics scored below 0.9 in any run.'
      : failures.map((r) => `- ${r.name}: ${r.failed.join('; ')}`).join('\n'),
  );
  return lines.join('\n') + '\n';
}

const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main(): Promise<void> {
  await buildIfNeeded(flags.has('build'));
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
    ['apps/server/dist/server.js'],
    env,
    `${baseUrl}/api/v1/recipes/ping`,
    path.join(workDir, 'server.log'),
    // A fresh data folder: the server renders every sample photo before it answers, which takes
    // minutes when the shared machine is busy.
    600_000,
  );
  try {
    const listAnswer = await fetch(`${baseUrl}/api/v1/recipes?pageSize=1`);
    const [newest] = (await listAnswer.json()) as Recipe[];
    if (!newest) throw new Error('The sample seed left no recipes');
    const pages: [string, string][] = [
      ['Home', '/'],
      ['Recipe list', '/recipes'],
      ['Recipe', `/recipe/${newest.id}/${encodeURIComponent(newest.slug)}`],
    ];
    const results: PageResult[] = [];
    for (const [name, pagePath] of pages) results.push(await measure(name, pagePath));
    const chromeVersion = (await runToEnd(chrome, ['--version'])).trim();
    const report = render(results, [
      ['Tool', `Lighthouse ${lighthouseVersion}, mobile form factor, simulated throttling (its defaults)`],
      ['Browser', `${chromeVersion}, headless`],
      ['Server', 'production build, SQLite, the sample recipes with photos (fresh data folder)'],
      ['Runs', `${runs} per page; scores are each category's lowest, metrics the median run's`],
      ['Machine', `${os.cpus().length} × ${os.cpus()[0]?.model.split(' ')[0] ?? 'CPU'}, Node ${process.version}`],
      // Simulated throttling multiplies the tasks' measured times: a busy machine inflates TBT.
      ['Load average (1, 5, 15 min) before / after', `${loadBefore} / ${loadAverage()}`],
    ]);
    const formatted = await format(report, { parser: 'markdown' });
    const file = path.join(repoRoot, 'bench', 'results', `${new Date().toISOString().slice(0, 10)}-lighthouse.md`);
    fs.writeFileSync(file, formatted);
    console.log(`\n${formatted}\nwritten to ${path.relative(repoRoot, file)}`);
    fs.rmSync(workDir, { recursive: true, force: true });
  } catch (error) {
    console.error(`lighthouse bench failed; reports and the server log are in ${workDir}`);
    throw error;
  } finally {
    await server.stop();
  }
}

process.env.CHROME_PATH = chrome;
await main();
