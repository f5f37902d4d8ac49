import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Varnish (Debian's `varnish`, with the xkey module of `varnish-modules`) in front of the site
 * for the multi-instance test: varnishd in the foreground as a child, its working directory
 * (`-n`) and the VCL of this folder (varnish.vcl) in `workDir`, nothing installed as a service.
 */

const vclTemplate = path.join(path.dirname(fileURLToPath(import.meta.url)), 'varnish.vcl');
export const varnishdPath = '/usr/sbin/varnishd';

export function varnishInstalled(): boolean {
  return fs.existsSync(varnishdPath);
}

export interface Varnish {
  url: string;
  stop(): Promise<void>;
}

export interface VarnishOptions {
  /** Where it listens (a free port, chosen before the site starts: the site purges there). */
  port: number;
  backend: { host: string; port: number };
  workDir: string;
  /** How long to wait for its first answer (compiling the VCL takes a few seconds). */
  startTimeoutMs?: number;
}

export async function startVarnish(options: VarnishOptions): Promise<Varnish> {
  const dir = path.join(options.workDir, 'varnish');
  fs.mkdirSync(dir, { recursive: true });
  const vclFile = path.join(dir, 'site.vcl');
  fs.writeFileSync(
    vclFile,
    fs
      .readFileSync(vclTemplate, 'utf8')
      .replaceAll('{{BACKEND_HOST}}', options.backend.host)
      .replaceAll('{{BACKEND_PORT}}', String(options.backend.port)),
  );
  const log = path.join(options.workDir, 'varnish.log');
  const out = fs.openSync(log, 'w');
  // -j none: run as whoever starts it (root or not), no jail; -T on a port of the kernel's choice.
  const child: ChildProcess = spawn(
    varnishdPath,
    [
      '-F',
      '-j',
      'none',
      '-n',
      path.join(dir, 'work'),
      '-a',
      `127.0.0.1:${options.port}`,
      '-T',
      '127.0.0.1:0',
      '-f',
      vclFile,
      '-s',
      'malloc,64m',
    ],
    { stdio: ['ignore', out, out] },
  );
  fs.closeSync(out);
  const url = `http://127.0.0.1:${options.port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  };
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      // A PURGE of nothing: answered by Varnish itself once the VCL is loaded.
      const res = await fetch(url, { method: 'PURGE', headers: { 'xkey-purge': 'nothing' } });
      if (res.status === 200) return { url, stop };
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  await stop();
  throw new Error(`varnishd did not start:\n${fs.readFileSync(log, 'utf8').slice(-3000)}`);
}
