import fs from 'node:fs';
import { findWebRoot, webBuildPaths } from '../modules/web/web-paths.ts';

/** Tests of server-rendered pages need the production web build; say how to make it, not a 500. */
export function requireWebBuild(webRoot: string = findWebRoot()): void {
  const { serverEntry } = webBuildPaths(webRoot);
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`No web build at ${serverEntry}. Build it first: npm run build -w @recipes/web`);
  }
}
