// `npx tsx bench/first-start.ts [--runs 3] [--port 3917]`: how long a fresh clone's `npm start`
// (build already present) takes from process start to the first 200 on `/`, with an empty
// DATA_DIR each run, and when the sample seed (photos included) has finished.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { numberFlag, parseFlags } from './lib/flags.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const flags = parseFlags(process.argv.slice(2));
const runs = numberFlag(flags, 'runs', 3);
const port = numberFlag(flags, 'port', 3917);

interface Run {
  firstAnswerMs: number;
  seededMs: number | null;
  lines: string[];
}

async function firstAnswer(url: string, started: number, deadlineMs: number): Promise<number> {
  while (performance.now() - started < deadlineMs) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no answer from ${url} within ${deadlineMs} ms`);
}

async function oneRun(): Promise<Run> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'first-start-'));
  const started = performance.now();
  const child = spawn('npm', ['start'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  const lines: string[] = [];
  let seededMs: number | null = null;
  let output = '';
  const onData = (chunk: Buffer) => {
    output += chunk.toString();
    let newline;
    while ((newline = output.indexOf('\n')) >= 0) {
      const line = output.slice(0, newline);
      output = output.slice(newline + 1);
      if (line.includes('Building the site')) {
        console.error('The build is stale: run `npm run build` first.');
        process.kill(-child.pid!, 'SIGTERM');
        process.exit(1);
      }
      // Before photos moved after listening, the seed's one summary line came once they were stored.
      if (/Sample photos ready|"photos":[1-9]/.test(line)) seededMs = performance.now() - started;
      lines.push(`${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s  ${line.slice(0, 110)}`);
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  try {
    const firstAnswerMs = await firstAnswer(`http://127.0.0.1:${port}/`, started, 180_000);
    // Wait for the seed to finish (in the background or before listening), for the second figure.
    const until = performance.now() + 180_000;
    while (seededMs === null && performance.now() < until) await new Promise((r) => setTimeout(r, 100));
    return { firstAnswerMs, seededMs, lines };
  } finally {
    process.kill(-child.pid!, 'SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Run[] = [];
for (let i = 0; i < runs; i++) results.push(await oneRun());
console.log(`first start, fresh DATA_DIR, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(2)}`);
for (const [i, run] of results.entries()) {
  const seeded = run.seededMs === null ? 'n/a' : `${(run.seededMs / 1000).toFixed(1)} s`;
  console.log(
    `run ${i + 1}: first 200 on / after ${(run.firstAnswerMs / 1000).toFixed(1)} s, seed done after ${seeded}`,
  );
}
console.log('\nterminal output of the last run (seconds since start):');
for (const line of results.at(-1)!.lines) console.log(line);
