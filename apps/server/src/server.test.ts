import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { testDialect } from './test/test-app.ts';
import { requireWebBuild } from './test/web-build.ts';

// `npm start` on a fresh data folder: one readable line per start-up step in a terminal, and the
// site answering before the sample photos are drawn (they follow in the background).

const serverEntry = path.join(path.dirname(fileURLToPath(import.meta.url)), 'server.ts');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'server-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.skipIf(testDialect !== 'sqlite')('server start', () => {
  it('prints each step as a line and answers before the sample photos are stored', async () => {
    requireWebBuild();
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), LOG_FORMAT: 'pretty' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      const ready = `Ready at http://localhost:${port}`;
      const until = Date.now() + 50_000;
      while (!output.includes(ready) && Date.now() < until && child.exitCode === null) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const lines = output.split('\n');
      const steps = ['Migrating the database…', 'Seeding 59 sample recipes…', ready];
      expect(
        steps.map((step) => lines.indexOf(step)).every((at, i, all) => at >= 0 && (i === 0 || at > all[i - 1]!)),
      ).toBe(true);
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      const german = await fetch(`http://127.0.0.1:${port}/recipes?cuisine=german`);
      expect((await german.text()).includes('Käsespätzle'), 'the sample recipes are there').toBe(true);
      // Photos come after, in the background; a successful page is not logged at info.
      expect(output).toContain('Adding sample photos in the background…');
      expect(output).not.toMatch(/request completed|"level":/);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 60_000);
});
