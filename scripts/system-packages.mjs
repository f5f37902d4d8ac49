#!/usr/bin/env node
/**
 * First step of `npm test`: the machine programs the suite drives, installed from Debian's
 * packages when missing, so `npm install && npm test` works on a fresh machine.
 * - Chromium: Playwright drives /usr/bin/chromium (never a downloaded browser).
 * - nginx: the load balancer of the multi-instance test (apps/server/src/test/multi-instance.cluster.ts).
 * - Varnish and its xkey module (varnish-modules): the cache in front of nginx in the same test.
 * Installing needs root (or password-less sudo); otherwise this says what to install and stops.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const needed = [
  { name: 'Chromium', pkg: 'chromium', paths: [process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'] },
  { name: 'nginx', pkg: 'nginx', paths: ['/usr/sbin/nginx', '/usr/bin/nginx'] },
  { name: 'Varnish', pkg: 'varnish', paths: ['/usr/sbin/varnishd'] },
  {
    name: "Varnish's xkey module",
    pkg: 'varnish-modules',
    paths: ['x86_64', 'aarch64'].map((arch) => `/usr/lib/${arch}-linux-gnu/varnish/vmods/libvmod_xkey.so`),
  },
];

const missing = needed.filter(({ paths }) => !paths.some((file) => fs.existsSync(file)));
if (missing.length === 0) process.exit(0);

const packages = missing.map(({ pkg }) => pkg);
const isRoot = process.getuid?.() === 0;
const hasSudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
if (!isRoot && !hasSudo) {
  console.error(
    `The tests need ${missing.map(({ name }) => name).join(' and ')}: apt-get install -y ${packages.join(' ')}`,
  );
  process.exit(1);
}

const run = (args) => {
  const [command, ...rest] = isRoot ? args : ['sudo', '-n', ...args];
  const result = spawnSync(command, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`"${args.join(' ')}" failed; install ${packages.join(' ')} by hand`);
    process.exit(1);
  }
};

console.log(`installing ${packages.join(', ')} from Debian's packages (the tests need them)`);
run(['apt-get', 'update', '-qq']);
run(['apt-get', 'install', '-y', '-qq', ...packages]);
