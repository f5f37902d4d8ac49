import path from 'node:path';
import type { ManualChunksOption } from 'rollup';

type ModuleInfoOf = Parameters<Extract<ManualChunksOption, (...args: never[]) => unknown>>[1]['getModuleInfo'];

/**
 * Groups the browser build's modules into fewer files (decision 0050). Left alone, Rollup makes
 * one chunk per set of routes sharing a module: a page loaded 39 scripts, most under 1 KB, each a
 * request, a network event and a module to instantiate on a two-core phone.
 * - `shell`: every module the root route and the client entry import statically, i.e. what every
 *   page runs anyway (Preact, the router, the layout, the i18n core).
 * - `ui`: the shared form and layout parts under app/components/ui that the shell does not need,
 *   a few KB in all, so a page may load some it does not use rather than one request each. The
 *   stylesheets several features share (components/ui/page-styles/) and the lists' pagination stay
 *   out of it: they go with the pages that use them, as they did when they lived in a feature.
 * Everything loaded on demand (translations, the editor, dialogs) keeps its own chunks.
 */
export function chunkGroups(appDir: string): ManualChunksOption {
  const shellEntries = [path.join(appDir, 'root.tsx'), path.join(appDir, 'entry.client.tsx')];
  const uiDir = path.join(appDir, 'components', 'ui') + path.sep;
  // Shared by some pages only: they go with those pages, as they did when they lived in a feature.
  const ownChunks = ['page-styles', 'pagination'].map((dir) => path.join(uiDir, dir) + path.sep);
  let shell: Set<string> | undefined;

  return (id, { getModuleInfo }) => {
    shell ??= staticallyReachable(shellEntries, getModuleInfo, path.join(appDir, 'features') + path.sep);
    if (shell.has(id)) return 'shell';
    if (id.startsWith(uiDir) && !ownChunks.some((dir) => id.startsWith(dir))) return 'ui';
    return undefined;
  };
}

/**
 * The modules `entries` import statically, directly or through others. Dynamic imports stop the
 * walk, and so do barrels (modules that only re-export, such as `@recipes/contracts` or
 * lucide-react's index): the shell needs a few of the modules behind them, not all, and which
 * ones only tree-shaking knows; those few keep Rollup's own chunks. The app's own barrels, the
 * features' public entries, are walked through: they re-export only what other parts use, and the
 * layout reaches the features it shows (theme switch, newsletter form, site notice) through them.
 */
function staticallyReachable(entries: string[], getModuleInfo: ModuleInfoOf, featuresDir: string): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    const info = getModuleInfo(id);
    if (!info || (isBarrel(info.ast) && !id.startsWith(featuresDir))) continue;
    seen.add(id);
    queue.push(...info.importedIds);
  }
  return seen;
}

type ProgramNode = NonNullable<NonNullable<ReturnType<ModuleInfoOf>>['ast']>;

/** A module that only re-exports others (imports aside), with at least one re-export. */
function isBarrel(ast: ProgramNode | null): boolean {
  if (!ast) return false;
  const reExports = ast.body.filter(
    (node) => node.type === 'ExportAllDeclaration' || (node.type === 'ExportNamedDeclaration' && node.source != null),
  );
  return (
    reExports.length > 0 && ast.body.every((node) => node.type === 'ImportDeclaration' || reExports.includes(node))
  );
}
