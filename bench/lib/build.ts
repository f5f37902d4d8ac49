import fs from 'node:fs';
import path from 'node:path';
import { runToEnd } from './processes.ts';
import { repoRoot } from './target.ts';

const sources = ['apps/server/src', 'apps/web/app', 'packages/contracts/src'];
const outputs = ['apps/server/dist/server.js', 'apps/web/build/server/index.js'];

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || /\.test\.tsx?$/.test(entry.name)) continue;
    newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** The production build is missing or older than a source file it is made from. */
export function buildIsStale(): boolean {
  const built = outputs.map((file) => path.join(repoRoot, file));
  if (!built.every((file) => fs.existsSync(file))) return true;
  const oldestOutput = Math.min(...built.map((file) => fs.statSync(file).mtimeMs));
  return sources.some((dir) => newestMtime(path.join(repoRoot, dir)) > oldestOutput);
}

export async function buildIfNeeded(force: boolean): Promise<boolean> {
  if (!force && !buildIsStale()) return false;
  console.log('building (npm run build)…');
  await runToEnd('npm', ['run', 'build']);
  return true;
}
