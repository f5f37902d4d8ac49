import { parseDocument } from 'htmlparser2';
import { findItems, jsonLdScripts, microdata, rdfa } from './html-items.ts';
import { findTypedNodes, parseJsonLdBlock, resolveReferences } from './json-ld.ts';
import type { SchemaNode } from './schema-node.ts';

export type RecipeSource = 'json-ld' | 'microdata' | 'rdfa';

/**
 * The schema.org Recipe a page publishes, looked for in JSON-LD first (what nearly every site
 * uses today), then microdata, then RDFa. The first recipe found wins: pages with several list
 * the main one first. Null when the page has none.
 */
export function findRecipeInHtml(html: string): { recipe: SchemaNode; source: RecipeSource } | null {
  const document = parseDocument(html, { decodeEntities: true });
  const blocks = jsonLdScripts(document.children)
    .map(parseJsonLdBlock)
    .filter((block) => block !== undefined);
  const fromJsonLd = findTypedNodes(blocks, 'Recipe')[0];
  if (fromJsonLd) return { recipe: resolveReferences(blocks)(fromJsonLd), source: 'json-ld' };
  const fromMicrodata = findItems(microdata, document.children, 'Recipe')[0];
  if (fromMicrodata) return { recipe: fromMicrodata, source: 'microdata' };
  const fromRdfa = findItems(rdfa, document.children, 'Recipe')[0];
  if (fromRdfa) return { recipe: fromRdfa, source: 'rdfa' };
  return null;
}

/** Schema.org Recipe nodes in a JSON document (an uploaded export): any shape JSON-LD allows. */
export function findRecipesInJson(value: unknown): SchemaNode[] {
  const resolve = resolveReferences([value]);
  return findTypedNodes([value], 'Recipe').map(resolve);
}
