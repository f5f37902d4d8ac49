// Bundles the server into dist/ for `npm start`; npm packages stay external, workspace code is inlined.
// Refuses a bundle that took in test-only code (stand-ins, fixtures, test helpers, devDependencies).
import { build } from 'esbuild';
import { serverBuildOptions, testOnlyInputs } from './build-config.mjs';

const result = await build(serverBuildOptions);
const testOnly = testOnlyInputs(result.metafile);
if (testOnly.length > 0) {
  console.error(`the server bundle took in test-only code:\n  ${testOnly.join('\n  ')}`);
  process.exit(1);
}
console.log('server built into apps/server/dist');
