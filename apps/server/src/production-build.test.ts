import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { serverBuildOptions, testOnlyInputs } from '../build-config.mjs';

const src = path.dirname(fileURLToPath(import.meta.url));

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [path.relative(src, full)];
  });
}

describe('the production server bundle', () => {
  it('takes in no stand-in, fixture, test helper or devDependency', async () => {
    const result = await build({ ...serverBuildOptions, write: false });
    expect(Object.keys(result.metafile.inputs).length).toBeGreaterThan(100);
    expect(testOnlyInputs(result.metafile)).toEqual([]);
  });

  it('would be refused if production code imported a stand-in', async () => {
    const result = await build({
      ...serverBuildOptions,
      entryPoints: ['src/test/google-oidc-stand-in.ts'],
      write: false,
      logLevel: 'silent',
    });
    expect(testOnlyInputs(result.metafile)).toEqual(
      expect.arrayContaining(['src/test/google-oidc-stand-in.ts', expect.stringContaining('node_modules/vitest/')]),
    );
  });
});

describe('production folders', () => {
  it('hold test helpers only as tests, in src/test/, in fixtures/ or as *.test-support.ts', () => {
    const misplaced = filesUnder(src).filter(
      (file) =>
        /stand-in|test-|fixture/.test(path.basename(file)) &&
        !/\.test\.tsx?$|\.test-support\.tsx?$/.test(file) &&
        !file.startsWith('test/') &&
        !file.split(path.sep).includes('fixtures'),
    );
    expect(misplaced).toEqual([]);
  });
});
