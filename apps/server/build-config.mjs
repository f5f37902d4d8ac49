// The production bundle's esbuild options, and the rule that keeps test-only code out of it;
// build.mjs builds with them, src/production-build.test.ts checks the rule on a fresh bundle.
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@recipes/'));
const devOnly = Object.keys(pkg.devDependencies);

/** @type {import('esbuild').BuildOptions} */
export const serverBuildOptions = {
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: ['src/server.ts', 'src/db/cli/migrate.ts', 'src/db/cli/seed.ts'],
  outdir: 'dist',
  outbase: 'src',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  metafile: true,
  external,
  banner: { js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);" },
  logLevel: 'warning',
};

// Test helpers, stand-ins and fixtures live in src/test/ or beside their tests under these names.
const testOnlyPath =
  /(^|\/)src\/test\/|\.test\.tsx?$|\.cluster\.ts$|\.test-support\.tsx?$|(^|\/)fixtures\/|stand-in|(^|\/)e2e\//;

/** Inputs of a bundle that are test-only code or a devDependency; empty when the bundle is clean. */
export function testOnlyInputs(metafile) {
  return Object.keys(metafile.inputs).filter(
    (input) => testOnlyPath.test(input) || devOnly.some((name) => input.includes(`node_modules/${name}/`)),
  );
}
