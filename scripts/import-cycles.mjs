// `npm run lint` step: fails when relative imports form a cycle anywhere in the workspaces, type-only
// imports included (decision 0024: a cycle of types still ties modules into one knot).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const roots = ['apps/server/src', 'apps/web/app', 'packages', 'e2e', 'bench'].map((dir) => path.join(root, dir));
const skipped = new Set([
  'node_modules',
  'build',
  'dist',
  '.react-router',
  '.data',
  'test-results',
  'playwright-report',
]);

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return skipped.has(entry.name) ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

// Static `import … from`, `import '…'` and `export … from` with a relative specifier; dynamic import() is
// left out on purpose: it is the one way a module may reach back lazily.
const importPattern = /^\s*(?:import|export)\s+(?:[^'";]*?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function resolve(fromFile, specifier, known) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => known.has(file));
}

export function importGraph(files) {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const targets = [...text.matchAll(importPattern)].map((m) => resolve(file, m[1], known)).filter(Boolean);
      return [file, [...new Set(targets)]];
    }),
  );
}

/** Strongly connected groups of more than one module (Tarjan): each holds at least one cycle. */
export function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const groups = [];
  const visit = (node) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), index.get(next)));
    }
    if (low.get(node) !== index.get(node)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group);
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return groups;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const graph = importGraph(roots.filter((dir) => existsSync(dir)).flatMap(sourceFiles));
  const found = cycles(graph);
  for (const group of found) {
    const members = new Set(group);
    console.error('Import cycle among:');
    for (const file of group) {
      const inside = graph.get(file).filter((target) => members.has(target));
      console.error(`  ${path.relative(root, file)} → ${inside.map((t) => path.relative(root, t)).join(', ')}`);
    }
  }
  if (found.length > 0) {
    console.error('Move what both sides need into a module of its own (decision 0024).');
    process.exit(1);
  }
  console.log(`no import cycles among ${graph.size} modules`);
}
