import { hasType, isNode, type SchemaNode, type SchemaValue } from './schema-node.ts';

/**
 * JSON-LD as sites publish it: a single object, an array, an @graph (Yoast, Rank Math), nested
 * under mainEntity or inside a WebPage. Broken blocks are skipped, not fatal: many pages carry one
 * valid block beside a broken one. A few common slips (raw line breaks in strings, trailing commas,
 * HTML comment wrappers) are repaired before giving up.
 */
export function parseJsonLdBlock(text: string): unknown {
  const trimmed = text
    .trim()
    .replace(/^<!--/, '')
    .replace(/-->$/, '')
    .replace(/^\/\/\s*<!\[CDATA\[/, '')
    .replace(/\/\/\s*\]\]>$/, '')
    .trim();
  try {
    return JSON.parse(trimmed);
  } catch {
    try {
      return JSON.parse(repairJson(trimmed));
    } catch {
      return undefined;
    }
  }
}

/** Escapes raw control characters inside strings and drops commas before a closing bracket. */
function repairJson(text: string): string {
  let out = '';
  let inString = false;
  let escaped = false;
  for (const char of text) {
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
      else if (char === '\n' || char === '\r' || char === '\t') {
        out += char === '\t' ? '\\t' : '\\n';
        continue;
      }
    } else if (char === '"') inString = true;
    out += char;
  }
  return out.replace(/,\s*([}\]])/g, '$1');
}

/** Every node of the given type anywhere in the parsed blocks, outermost first. */
export function findTypedNodes(blocks: readonly unknown[], type: string): SchemaNode[] {
  const found: SchemaNode[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number) => {
    if (depth > 12 || value === null || typeof value !== 'object' || seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
      return;
    }
    if (!isNode(value)) return;
    if (hasType(value, type)) {
      found.push(value);
      return;
    }
    for (const child of Object.values(value)) visit(child as SchemaValue, depth + 1);
  };
  for (const block of blocks) visit(block, 0);
  return found;
}

/**
 * Yoast and Rank Math link graph nodes by @id ({"@id": "#recipe-image"}); such references are
 * replaced by the node they name, so images and authors can be read from them.
 */
export function resolveReferences(blocks: readonly unknown[]): (node: SchemaNode) => SchemaNode {
  const byId = new Map<string, SchemaNode>();
  const collect = (value: unknown, depth: number) => {
    if (depth > 12 || value === null || typeof value !== 'object') return;
    if (Array.isArray(value)) return value.forEach((item) => collect(item, depth + 1));
    const node = value as SchemaNode;
    const id = node['@id'];
    if (typeof id === 'string' && Object.keys(node).length > 1 && !byId.has(id)) byId.set(id, node);
    for (const child of Object.values(node)) collect(child, depth + 1);
  };
  blocks.forEach((block) => collect(block, 0));
  const resolve = (value: SchemaValue | undefined, depth: number): SchemaValue | undefined => {
    if (depth > 6 || value === null || typeof value !== 'object') return value;
    if (Array.isArray(value)) return value.map((item) => resolve(item, depth + 1) ?? null);
    const id = value['@id'];
    const target = typeof id === 'string' && Object.keys(value).length === 1 ? byId.get(id) : undefined;
    return target ?? value;
  };
  return (node) => {
    const out: SchemaNode = {};
    for (const [key, value] of Object.entries(node)) out[key] = resolve(value, 0);
    return out;
  };
}
