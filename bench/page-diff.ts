/**
 * `NODE_ENV=production npx tsx bench/page-diff.ts --web-root <other checkout>/apps/web [--per-kind 5]`:
 * renders the first pages of each kind of bench:mix (recipe, list, category, search, home) with
 * this checkout's web build and another's, on the same bench data set, and reports every page
 * whose HTML differs once asset hashes are set aside. With `--out <dir>` both versions of each
 * differing page are written there. A check for render changes that must not change the pages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findWebRoot } from '../apps/server/src/modules/web/web-paths.ts';
import { numberFlag, parseFlags } from './lib/flags.ts';
import { buildBenchApp, firstPathsByKind, openBenchDatabase } from './lib/miss-paths.ts';
import { benchTarget } from './lib/target.ts';

if (process.env.NODE_ENV !== 'production') throw new Error('Run with NODE_ENV=production');

const flags = parseFlags(process.argv.slice(2));
const otherRoot = flags.get('web-root');
if (!otherRoot) throw new Error('--web-root <other checkout>/apps/web is required');
const perKind = numberFlag(flags, 'per-kind', 5);
const outDir = flags.get('out');
const target = benchTarget({ dataDir: flags.get('data-dir'), pgSchema: flags.get('pg-schema') });
const database = openBenchDatabase(target);
const pages = [...(await firstPathsByKind(database, perKind))].flatMap(([kind, requests]) =>
  kind.endsWith('page') ? requests : [],
);

async function renderAll(webRoot: string): Promise<string[]> {
  const app = await buildBenchApp(target, database, webRoot);
  const bodies: string[] = [];
  for (const [n, page] of pages.entries()) {
    const headers = { cookie: `lang=${page.language}` };
    const response = await app.inject({ url: page.path, headers, remoteAddress: `10.9.${n >> 8}.${n & 255}` });
    bodies.push(`${response.statusCode}\n${response.body}`);
  }
  await app.close();
  return bodies;
}

/**
 * Hashed asset names differ between builds of equal pages, and so does the script listing the
 * route modules and their chunks (React Router's manifest): it is left out.
 */
const normalise = (html: string) =>
  html
    .replace(/(\/assets\/[\w.-]+?)-[\w-]{8}\.(js|css)/g, '$1.$2')
    .replace(/<script[^>]*>[^<]*__reactRouterManifest[^<]*<\/script>/, '<script>(manifest)</script>');

const mine = await renderAll(findWebRoot());
const theirs = await renderAll(path.resolve(otherRoot));
let differing = 0;
for (const [n, page] of pages.entries()) {
  const a = normalise(mine[n]!);
  const b = normalise(theirs[n]!);
  if (a === b) continue;
  differing++;
  let at = 0;
  while (a[at] === b[at]) at++;
  console.log(`${page.kind} ${page.language} ${page.path}: differs at ${at}`);
  console.log(`  this:  …${a.slice(Math.max(0, at - 80), at + 120)}`);
  console.log(`  other: …${b.slice(Math.max(0, at - 80), at + 120)}`);
  if (outDir) {
    fs.mkdirSync(outDir, { recursive: true });
    fs.writeFileSync(path.join(outDir, `${n}-this.html`), a);
    fs.writeFileSync(path.join(outDir, `${n}-other.html`), b);
  }
}
console.log(`${pages.length} pages, ${differing} differ`);
await database.destroy();
