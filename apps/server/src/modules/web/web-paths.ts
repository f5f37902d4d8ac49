import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The web app's folder (apps/web). Found by walking up from this file, which works from the
 * sources (apps/server/src/modules/web, run by tsx or vitest) and from the bundle
 * (apps/server/dist/server.js) alike.
 */
export function findWebRoot(start: string = path.dirname(fileURLToPath(import.meta.url))): string {
  let dir = start;
  for (;;) {
    const candidate = path.join(dir, 'apps', 'web');
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`apps/web not found above ${start}`);
    dir = parent;
  }
}

export interface WebBuildPaths {
  /** The React Router server build (a module exporting the ServerBuild). */
  serverEntry: string;
  /** Browser assets: hashed files under assets/ plus the public folder's files. */
  clientDir: string;
}

export function webBuildPaths(webRoot: string): WebBuildPaths {
  return {
    serverEntry: path.join(webRoot, 'build', 'server', 'index.js'),
    clientDir: path.join(webRoot, 'build', 'client'),
  };
}
