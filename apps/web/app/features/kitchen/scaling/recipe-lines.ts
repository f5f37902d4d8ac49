import type { ParsedIngredient, Recipe } from '@recipes/contracts';

/**
 * The recipe's ingredient lines as the server parsed them. Until a recipe answer carries
 * parsedIngredients, every line reads as unparsed text (a heading when it starts with '#').
 */
export function parsedLinesOf(recipe: Recipe): ParsedIngredient[] {
  return recipe.recipeIngredients
    .filter((text) => text.trim())
    .map((text) => ({
      text,
      heading: text.trimStart().startsWith('#'),
      quantity: null,
      quantityMax: null,
      unit: null,
      ingredient: null,
      note: null,
    }));
}
