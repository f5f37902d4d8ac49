import type { Recipe } from '@recipes/contracts';
import { categoryTerms, cuisineTerms, findTerm, fold, type Language } from '@recipes/contracts/plain';

/** Recipes from several lists, each once, in the order first seen. */
export function mergeRecipes(...lists: readonly (readonly Recipe[])[]): Recipe[] {
  const seen = new Set<number>();
  const merged: Recipe[] = [];
  for (const list of lists) {
    for (const recipe of list) {
      if (seen.has(recipe.id)) continue;
      seen.add(recipe.id);
      merged.push(recipe);
    }
  }
  return merged;
}

/** The words a category or cuisine is known by: its key and its name in the current language. */
function termWords(terms: typeof categoryTerms | typeof cuisineTerms, key: string | null, language: Language) {
  const term = findTerm(terms, key);
  return term ? [term.key, term.names[language]] : key ? [key] : [];
}

/**
 * SPEC section 5: the copy search matches, ignoring case and accents (folded as site search
 * folds: `pho` finds `Phở`), on name, short description, category or cuisine. A blank query
 * lists everything.
 */
export function filterCopyCandidates(recipes: readonly Recipe[], query: string, language: Language): Recipe[] {
  const needle = fold(query.trim());
  if (!needle) return [...recipes];
  return recipes.filter((recipe) =>
    [
      recipe.name,
      recipe.shortDescription,
      ...termWords(categoryTerms, recipe.recipeCategory, language),
      ...termWords(cuisineTerms, recipe.recipeCuisine, language),
    ].some((text) => fold(text).includes(needle)),
  );
}
