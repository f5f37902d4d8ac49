import type { Recipe } from '@recipes/contracts';
import { unpackDescription } from '@recipes/contracts/plain';

/** SPEC section 9: the recipe page's SEO description is cut to 150 characters plus an ellipsis. */
export const seoDescriptionLength = 150;

/** Collapses whitespace and cuts to `max` characters, at a word boundary when one is near. */
export function cutText(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace >= max - 20 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * The short description, else the description's main text, cut to 150 characters; with
 * neither, the generic sentence built from category and cuisine.
 */
export function recipeSeoDescription(
  recipe: Pick<Recipe, 'shortDescription' | 'description'>,
  genericSentence: string,
): string {
  const source = recipe.shortDescription.trim() || unpackDescription(recipe.description).description.trim();
  return source ? cutText(source, seoDescriptionLength) : genericSentence;
}
