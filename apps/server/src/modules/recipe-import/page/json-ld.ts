import { hasType, isNode, localTypeName, type SchemaNode, type SchemaValue } from './schema-node.ts';

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
    .replace(/^(?:\/\/|\/\*)\s*<!\[CDATA\[\s*(?:\*\/)?/, '')
    .replace(/(?:\/\/|\/\*)\s*\]\]>\s*(?:\*\/)?$/, '')
    .trim();
  const parsed = parseOrRepair(trimmed);
  if (parsed !== undefined) return withPlainKeys(parsed, 0);
  // Some sites print several JSON values into one script, one after the other.
  const values = topLevelValues(trimmed).map(parseOrRepair);
  return values.length > 1 && values.some((value) => value !== undefined)
    ? withPlainKeys(
        values.filter((value) => value !== undefined),
        0,
      )
    : undefined;
}

function parseOrRepair(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(repairJson(text));
    } catch {
      return undefined;
    }
  }
}

/** The texts of the objects and arrays written one after another at the top level. */
function topLevelValues(text: string): string[] {
  const values: string[] = [];
  let depth = 0;
  let start = -1;
  let inString = false;
  let escaped = false;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (inString) {
      if (escaped) escaped = false;
      else if (char === '\\') escaped = true;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') {
      if (depth === 0) start = index;
      depth++;
    } else if ((char === '}' || char === ']') && depth > 0 && --depth === 0) {
      values.push(text.slice(start, index + 1));
    }
  }
  return values;
}

/** 'schema:name' and 'http://schema.org/name' → 'name' (a plain key already there wins). */
function withPlainKeys(value: unknown, depth: number): unknown {
  if (depth > 40 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => withPlainKeys(item, depth + 1));
  const out: Record<string, unknown> = {};
  const entries = Object.entries(value as Record<string, unknown>);
  for (const [key, item] of entries)
    if (key.startsWith('@') || !/[:/]/.test(key)) out[key] = withPlainKeys(item, depth + 1);
  for (const [key, item] of entries) {
    const plain = localTypeName(key);
    if (!key.startsWith('@') && plain && !(plain in out)) out[plain] = withPlainKeys(item, depth + 1);
  }
  return out;
}

/** Escapes raw control characters inside strings and drops commas before a closing bracket. */
function repairJson(text: string): string {
  let out = '';
  let inString = false;
  let escaped = false;
  for (const char of text) {
    if (inString) {
      if (escaped) {
        escaped = false;
        // PHP-made JSON escapes single quotes, which JSON does not allow.
        if (char === "'") out = out.slice(0, -1);
      } else if (char === '\\') escaped = true;
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
