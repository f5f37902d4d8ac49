import type { Element } from 'domhandler';
import { findAll, textContent } from 'domutils';
import { localTypeName, type SchemaNode, type SchemaValue } from './schema-node.ts';

/**
 * Microdata (itemscope/itemtype/itemprop) and RDFa Lite (typeof/property) describe the same
 * thing with different attribute names, so one reader serves both.
 */
interface ItemSyntax {
  isScope(element: Element): boolean;
  typesOf(element: Element): string[];
  propertiesOf(element: Element): string[];
}

const words = (value: string | undefined) => (value ?? '').split(/\s+/).filter(Boolean);

export const microdata: ItemSyntax = {
  isScope: (element) => 'itemscope' in element.attribs,
  typesOf: (element) => words(element.attribs.itemtype).map(localTypeName),
  propertiesOf: (element) => words(element.attribs.itemprop).map(localTypeName),
};

export const rdfa: ItemSyntax = {
  isScope: (element) => 'typeof' in element.attribs,
  typesOf: (element) => words(element.attribs.typeof).map(localTypeName),
  propertiesOf: (element) => words(element.attribs.property).map(localTypeName),
};

const urlAttribute: Record<string, string> = {
  a: 'href',
  link: 'href',
  area: 'href',
  img: 'src',
  source: 'src',
  video: 'src',
  audio: 'src',
  iframe: 'src',
  embed: 'src',
  object: 'data',
};

/** The value a property element carries, by the rules both syntaxes share. */
function propertyValue(element: Element): string {
  const { attribs } = element;
  if (attribs.content !== undefined) return attribs.content;
  const urlAttr = urlAttribute[element.name];
  if (urlAttr && attribs[urlAttr] !== undefined) return attribs[urlAttr];
  if (attribs.resource !== undefined && element.name !== 'span' && element.name !== 'div') return attribs.resource;
  if (element.name === 'time' && attribs.datetime !== undefined) return attribs.datetime;
  if ((element.name === 'data' || element.name === 'meter') && attribs.value !== undefined) return attribs.value;
  return htmlText(element);
}

/** Visible text with block boundaries kept as line breaks (steps written as <li> or <p>). */
export function htmlText(element: Element): string {
  const blocks = new Set(['p', 'li', 'br', 'div', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'tr']);
  let out = '';
  const walk = (node: Element['children'][number]) => {
    if (node.type === 'text') out += (node as unknown as { data: string }).data;
    else if ('children' in node && 'name' in node) {
      const el = node as Element;
      if (el.name === 'script' || el.name === 'style') return;
      if (blocks.has(el.name)) out += '\n';
      el.children.forEach(walk);
      if (blocks.has(el.name)) out += '\n';
    }
  };
  element.children.forEach(walk);
  return out;
}

function add(node: SchemaNode, property: string, value: SchemaValue) {
  const current = node[property];
  if (current === undefined) node[property] = value;
  else if (Array.isArray(current)) current.push(value);
  else node[property] = [current, value];
}

/** Ingredient lines are read as the text a reader sees, even on a link or a nested item. */
const ingredientProperties = new Set(['recipeIngredient', 'ingredients']);

function readItem(syntax: ItemSyntax, scope: Element, depth = 0): SchemaNode {
  const types = syntax.typesOf(scope);
  const node: SchemaNode = { '@type': types };
  const isRecipe = types.includes('Recipe');
  /** Old pages say `ingredients`; a page mixing both keeps its order under one name. */
  const nameOf = (property: string) => (isRecipe && property === 'ingredients' ? 'recipeIngredient' : property);
  /** Ingredients a nested item holds (a group, a section) are the outer item's too, under its name. */
  const liftIngredients = (inner: SchemaNode) => {
    if (hasRecipeType(inner)) return;
    const lines = ownIngredients(inner);
    if (lines.length === 0) return;
    const name = typeof inner.name === 'string' ? inner.name.trim() : '';
    if (name) add(node, 'recipeIngredient', `# ${name.replace(/:$/, '')}`);
    for (const line of lines) add(node, 'recipeIngredient', line);
  };
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (child.type !== 'tag' && child.type !== 'script' && child.type !== 'style') continue;
      const element = child as Element;
      const properties = syntax.propertiesOf(element);
      const nested = syntax.isScope(element);
      const inner = nested && depth < 8 ? readItem(syntax, element, depth + 1) : null;
      for (const property of properties) {
        const text = ingredientProperties.has(property);
        const value: SchemaValue = text
          ? (element.attribs.content ?? htmlText(element))
          : (inner ?? propertyValue(element));
        add(node, nameOf(property), value);
      }
      if (inner && !properties.some((property) => ingredientProperties.has(property))) liftIngredients(inner);
      // A nested item owns the properties inside it.
      if (!nested) walk(element);
    }
  };
  walk(scope);
  return node;
}

const hasRecipeType = (node: SchemaNode) => Array.isArray(node['@type']) && node['@type'].includes('Recipe');

function ownIngredients(node: SchemaNode): string[] {
  return [node.recipeIngredient, node.ingredients]
    .flatMap((value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]))
    .filter((value): value is string => typeof value === 'string');
}

/** Every item of the type in the document, read with the given syntax. */
export function findItems(syntax: ItemSyntax, root: Element['children'], type: string): SchemaNode[] {
  return findAll((element) => syntax.isScope(element) && syntax.typesOf(element).includes(type), root).map((element) =>
    readItem(syntax, element),
  );
}

/** The text of every <script type="application/ld+json"> block. */
export function jsonLdScripts(root: Element['children']): string[] {
  return findAll((element) => element.name === 'script' && /ld\+json/i.test(element.attribs.type ?? ''), root).map(
    (element) => textContent(element),
  );
}
