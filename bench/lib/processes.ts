import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from './target.ts';

export interface RunningProcess {
  child: ChildProcess;
  /** Milliseconds from spawn to the first 200 answer on the ready URL. */
  startMs: number;
  stop(): Promise<void>;
}

async function waitForOk(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`process exited (${child.exitCode}) before answering ${url}`);
    try {
      const response = await fetch(url);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no 200 from ${url} within ${timeoutMs} ms`);
}

function stopper(child: ChildProcess): () => Promise<void> {
  return async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  };
}

/** Starts a process and times it from spawn to its first 200 on `readyUrl`. */
export async function startProcess(
  command: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  readyUrl: string,
  logFile: string,
  readyWithinMs = 120_000,
): Promise<RunningProcess> {
  fs.mkdirSync(path.dirname(logFile), { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const started = performance.now();
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', log, log] });
  const stop = stopper(child);
  try {
    await waitForOk(readyUrl, child, readyWithinMs);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, startMs: performance.now() - started, stop };
}

/** The most resident memory the process has used so far (Linux VmHWM), in MiB. */
export function peakRssMiB(pid: number): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmHWM:\s+(\d+) kB/.exec(status);
    return match ? Math.round(Number(match[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * CPU time a process has used so far (user + system), in ms: what a phase cost the server,
 * whatever else the machine was doing. Linux ticks are 1/100 s.
 */
export function cpuMs(pid: number | undefined): number {
  if (!pid) return 0;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces) start at index 2: utime is 13, stime 14.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return 0;
  }
}

/** Runs a command to completion and answers its stdout; fails with its stderr. */
export function runToEnd(command: string, args: readonly string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${command} failed (${code}): ${err}`))));
  });
}
