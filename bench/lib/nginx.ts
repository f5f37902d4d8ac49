/**
 * nginx (Debian's package) as the load balancer in front of several server instances, run as a
 * foreground child with a configuration of its own in a temporary folder: no system service,
 * no root paths. Requests that failed to connect or timed out move on to the next instance.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProcess, type RunningProcess } from './processes.ts';

export const nginxBinary = '/usr/sbin/nginx';

export function nginxConfig(dir: string, port: number, upstreamPorts: readonly number[]): string {
  const servers = upstreamPorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  return `worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream app {
${servers}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 20m;
    location / {
      proxy_pass http://app;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_connect_timeout 2s;
    }
  }
}
`;
}

/** Starts nginx on `port` balancing over `upstreamPorts`; ready once `readyPath` answers 200 through it. */
export async function startNginx(
  port: number,
  upstreamPorts: readonly number[],
  readyPath: string,
): Promise<RunningProcess> {
  if (!fs.existsSync(nginxBinary)) throw new Error(`${nginxBinary} is missing: apt-get install -y nginx`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'recipes-nginx-'));
  const configFile = path.join(dir, 'nginx.conf');
  fs.writeFileSync(configFile, nginxConfig(dir, port, upstreamPorts));
  const running = await startProcess(
    nginxBinary,
    ['-c', configFile, '-p', dir, '-e', path.join(dir, 'error.log')],
    process.env,
    `http://127.0.0.1:${port}${readyPath}`,
    path.join(dir, 'stdout.log'),
  );
  return {
    ...running,
    async stop() {
      await running.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
