import { parseDocument } from 'htmlparser2';
import { findItems, jsonLdScripts, microdata, rdfa } from './html-items.ts';
import { findTypedNodes, parseJsonLdBlock, resolveReferences } from './json-ld.ts';
import { valuesOf, type SchemaNode } from './schema-node.ts';

export type RecipeSource = 'json-ld' | 'microdata' | 'rdfa';

/**
 * The schema.org Recipe a page publishes, looked for in JSON-LD first (what nearly every site
 * uses today), then microdata, then RDFa. The first recipe found with ingredients or steps wins:
 * pages with several list the main one first. Null when the page has none.
 */
export function findRecipeInHtml(html: string): { recipe: SchemaNode; source: RecipeSource } | null {
  const document = parseDocument(html, { decodeEntities: true });
  const blocks = jsonLdScripts(document.children)
    .map(parseJsonLdBlock)
    .filter((block) => block !== undefined);
  const resolve = resolveReferences(blocks);
  const found: { recipe: SchemaNode; source: RecipeSource }[] = [
    ...mergeById(findTypedNodes(blocks, 'Recipe')).map((node) => ({
      recipe: resolve(node),
      source: 'json-ld' as const,
    })),
    ...findItems(microdata, document.children, 'Recipe').map((recipe) => ({ recipe, source: 'microdata' as const })),
    ...findItems(rdfa, document.children, 'Recipe').map((recipe) => ({ recipe, source: 'rdfa' as const })),
  ];
  // A stub ({"@type": "Recipe", "@id": …} under a WebPage's mainEntity) does not hide the real one.
  return found.find(({ recipe }) => hasContent(recipe)) ?? found[0] ?? null;
}

const contentProperties = ['recipeIngredient', 'ingredients', 'recipeInstructions'];
const hasContent = (node: SchemaNode) => contentProperties.some((property) => valuesOf(node, property).length > 0);

/** Recipe nodes naming the same @id are one recipe told in parts; the first telling of a property wins. */
function mergeById(nodes: SchemaNode[]): SchemaNode[] {
  const byId = new Map<string, SchemaNode>();
  const merged: SchemaNode[] = [];
  for (const node of nodes) {
    const id = node['@id'];
    const earlier = typeof id === 'string' ? byId.get(id) : undefined;
    if (!earlier) {
      const copy = { ...node };
      if (typeof id === 'string') byId.set(id, copy);
      merged.push(copy);
      continue;
    }
    for (const [key, value] of Object.entries(node)) if (earlier[key] === undefined) earlier[key] = value;
  }
  return merged;
}

/** Schema.org Recipe nodes in a JSON document (an uploaded export): any shape JSON-LD allows. */
export function findRecipesInJson(value: unknown): SchemaNode[] {
  const resolve = resolveReferences([value]);
  return findTypedNodes([value], 'Recipe').map(resolve);
}
