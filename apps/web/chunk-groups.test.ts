import path from 'node:path';
import type { ModuleInfo } from 'rollup';
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { chunkGroups } from './chunk-groups.ts';

const app = '/project/app';
const at = (file: string) => path.join(app, file);

/** A small module graph: each module's source and its static and dynamic imports. */
const graph: Record<string, { code: string; imports?: string[]; dynamic?: string[] }> = {
  [at('root.tsx')]: { code: 'import "./layout.tsx"; export default 1;', imports: [at('layout.tsx')] },
  [at('entry.client.tsx')]: { code: 'import "./start.ts";', imports: [at('start.ts')], dynamic: [at('i18n/de.ts')] },
  [at('layout.tsx')]: {
    code: 'import { slug } from "contracts"; export const x = slug;',
    imports: ['/project/contracts/index.ts', at('components/ui/Button.tsx'), at('features/theme/index.ts')],
  },
  [at('features/theme/index.ts')]: {
    code: 'export { ThemeSwitch } from "./ThemeSwitch.tsx";',
    imports: [at('features/theme/ThemeSwitch.tsx')],
  },
  [at('features/theme/ThemeSwitch.tsx')]: { code: 'export const ThemeSwitch = 1;' },
  [at('start.ts')]: { code: 'export const start = 1;' },
  [at('i18n/de.ts')]: { code: 'export default {};' },
  '/project/contracts/index.ts': {
    code: 'export * from "./slug.ts"; export { parse } from "./parser.ts";',
    imports: ['/project/contracts/slug.ts', '/project/contracts/parser.ts'],
  },
  '/project/contracts/slug.ts': { code: 'export const slug = 1;' },
  '/project/contracts/parser.ts': { code: 'export const parse = 1;' },
  [at('components/ui/Button.tsx')]: { code: 'export const Button = 1;' },
  [at('components/ui/Select.tsx')]: { code: 'export const Select = 1;' },
  [at('routes/recipe.tsx')]: {
    code: 'import "../components/ui/Select.tsx";',
    imports: [at('components/ui/Select.tsx')],
  },
};

function getModuleInfo(id: string): ModuleInfo | null {
  const node = graph[id];
  if (!node) return null;
  return {
    id,
    ast: parseAst(node.code),
    importedIds: node.imports ?? [],
    dynamicallyImportedIds: node.dynamic ?? [],
  } as unknown as ModuleInfo;
}

const groupOf = (id: string) => {
  const manualChunks = chunkGroups(app);
  if (typeof manualChunks !== 'function') throw new Error('expected a function');
  return manualChunks(id, { getModuleInfo, getModuleIds: () => Object.keys(graph).values() });
};

describe('chunkGroups', () => {
  it('puts what the root route and the client entry import statically into the shell', () => {
    for (const file of ['root.tsx', 'entry.client.tsx', 'layout.tsx', 'start.ts', 'components/ui/Button.tsx']) {
      expect(groupOf(at(file)), file).toBe('shell');
    }
  });

  it('leaves what loads on demand to its own chunk', () => {
    expect(groupOf(at('i18n/de.ts'))).toBeUndefined();
  });

  it("walks through a feature's public entry, which re-exports only what others use", () => {
    expect(groupOf(at('features/theme/ThemeSwitch.tsx'))).toBe('shell');
  });

  it('does not walk through other barrels, so the modules behind them stay out of the shell', () => {
    expect(groupOf('/project/contracts/index.ts')).toBeUndefined();
    expect(groupOf('/project/contracts/parser.ts')).toBeUndefined();
    expect(groupOf('/project/contracts/slug.ts')).toBeUndefined();
  });

  it('groups the other shared ui parts together', () => {
    expect(groupOf(at('components/ui/Select.tsx'))).toBe('ui');
    expect(groupOf(at('routes/recipe.tsx'))).toBeUndefined();
  });

  it('leaves the stylesheets and the pagination some pages share with those pages', () => {
    expect(groupOf(at('components/ui/page-styles/StaticPage.module.css'))).toBeUndefined();
    expect(groupOf(at('components/ui/pagination/Pagination.tsx'))).toBeUndefined();
  });
});
