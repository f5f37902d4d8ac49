import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startVarnish, type Varnish } from './varnish.ts';

/**
 * N server processes behind nginx as the load balancer, for the multi-instance test and the
 * benchmark, optionally with Varnish in front of nginx (varnish.ts). nginx runs in the foreground
 * as a child with its own config in `workDir`; nothing is installed as a service. The caller supplies the shared environment (DATABASE_URL,
 * REDIS_URL, PHOTO_STORAGE/S3_*, …); each instance gets its own PORT and log file.
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ClusterOptions {
  /** How many server processes (default 2). */
  instances?: number;
  /** Environment every instance shares, on top of this process's. */
  env: Record<string, string>;
  /** Config, logs and nginx's temporary files go here. */
  workDir: string;
  /**
   * How to run one instance: the source through tsx (default), or the bundled server
   * (apps/server/dist/server.js, after `npm run build`) for measurements.
   */
  server?: 'source' | 'built';
  /** How long to wait for every instance to answer (default 180 s: a cold tsx start on a busy machine). */
  startTimeoutMs?: number;
  /** Varnish in front of nginx (varnish.ts), which the instances purge on every write (PURGE_URLS). */
  varnish?: boolean;
}

export interface Instance {
  url: string;
  port: number;
  child: ChildProcess;
  logFile: string;
  /** Sends the signal and waits until the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export interface Cluster {
  /** nginx, spreading requests over the instances. */
  balancerUrl: string;
  /** Varnish in front of nginx, when asked for. */
  cacheUrl: string | null;
  instances: Instance[];
  /** The log lines of every instance at level error or worse (Fastify's JSON logs, level ≥ 50). */
  errorLogLines(): string[];
  stop(): Promise<void>;
}

export function nginxPath(): string | null {
  for (const candidate of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (fs.existsSync(candidate)) return candidate;
  }
  const found = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return found.status === 0 ? found.stdout.trim() || null : null;
}

/** A port nothing listens on right now (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Idempotent requests (GET, HEAD, PUT with the same body…) that meet a dead instance go on to the
 * next one; others only when they never reached it (a refused connection). So a killed instance
 * costs at most the non-idempotent requests that were in flight on it, and those fail visibly.
 */
export function nginxConfig(options: { listenPort: number; upstreamPorts: number[]; workDir: string }): string {
  const dir = options.workDir;
  const servers = options.upstreamPorts.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=5s;`);
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/nginx-body;
  proxy_temp_path ${dir}/nginx-proxy;
  fastcgi_temp_path ${dir}/nginx-fastcgi;
  uwsgi_temp_path ${dir}/nginx-uwsgi;
  scgi_temp_path ${dir}/nginx-scgi;
  client_max_body_size 20m;
  upstream site {
${servers.join('\n')}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${options.listenPort};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
}

async function waitForOk(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`process exited (${child.exitCode ?? child.signalCode}) before answering ${url}`);
    }
    try {
      if ((await fetch(url)).status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no 200 from ${url} in time`);
}

function killer(child: ChildProcess) {
  return async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(force);
  };
}

function startInstance(index: number, options: ClusterOptions, port: number): Instance {
  const logFile = path.join(options.workDir, `instance-${index + 1}.log`);
  const log = fs.openSync(logFile, 'w');
  const args =
    options.server === 'built'
      ? ['--enable-source-maps', path.join(serverRoot, 'dist', 'server.js')]
      : ['--import', 'tsx', path.join(serverRoot, 'src', 'server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', ...options.env, PORT: String(port) },
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  return { url: `http://127.0.0.1:${port}`, port, child, logFile, kill: killer(child) };
}

/** Starts every instance at the same moment, then nginx in front of them. */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const nginx = nginxPath();
  if (!nginx) throw new Error('nginx is not installed (apt-get install -y nginx)');
  fs.mkdirSync(options.workDir, { recursive: true });
  const count = options.instances ?? 2;
  const ports: number[] = [];
  for (let i = 0; i < count; i++) ports.push(await freePort());
  // Varnish's port is known before the instances start: they purge there.
  const varnishPort = options.varnish ? await freePort() : null;
  const instanceOptions = varnishPort
    ? { ...options, env: { ...options.env, PURGE_URLS: `http://127.0.0.1:${varnishPort}` } }
    : options;
  const instances = ports.map((port, i) => startInstance(i, instanceOptions, port));
  const listenPort = await freePort();
  const configFile = path.join(options.workDir, 'nginx.conf');
  fs.writeFileSync(configFile, nginxConfig({ listenPort, upstreamPorts: ports, workDir: options.workDir }));
  const balancer = spawn(
    nginx,
    ['-p', options.workDir, '-c', configFile, '-e', path.join(options.workDir, 'nginx-error.log')],
    {
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  );
  let balancerErrors = '';
  balancer.stderr?.on('data', (chunk: Buffer) => (balancerErrors += chunk.toString()));
  const balancerUrl = `http://127.0.0.1:${listenPort}`;
  let varnish: Varnish | null = null;
  const stopAll = async () => {
    await Promise.all([
      ...instances.map((instance) => instance.kill('SIGTERM')),
      killer(balancer)('SIGQUIT'),
      varnish?.stop(),
    ]);
  };
  try {
    const deadline = Date.now() + (options.startTimeoutMs ?? 180_000);
    await Promise.all(
      instances.map((instance) => waitForOk(`${instance.url}/api/v1/recipes/ping`, instance.child, deadline)),
    );
    await waitForOk(`${balancerUrl}/api/v1/recipes/ping`, balancer, deadline).catch((error: unknown) => {
      throw new Error(`nginx did not come up: ${balancerErrors}`, { cause: error });
    });
    if (varnishPort) {
      varnish = await startVarnish({
        port: varnishPort,
        backend: { host: '127.0.0.1', port: listenPort },
        workDir: options.workDir,
      });
    }
  } catch (error) {
    await stopAll();
    const logs = instances.map((i) => `--- ${i.logFile}\n${fs.readFileSync(i.logFile, 'utf8').slice(-3000)}`);
    throw new Error(`cluster did not start:\n${logs.join('\n')}`, { cause: error });
  }
  return {
    balancerUrl,
    cacheUrl: varnish?.url ?? null,
    instances,
    errorLogLines() {
      return instances.flatMap((instance) =>
        fs
          .readFileSync(instance.logFile, 'utf8')
          .split('\n')
          .filter((line) => {
            if (!line.trim()) return false;
            try {
              return (JSON.parse(line) as { level?: number }).level! >= 50;
            } catch {
              // Anything that is not a log record (an uncaught error's stack) counts as an error.
              return true;
            }
          }),
      );
    },
    stop: stopAll,
  };
}
