import type { ParsedIngredient, Recipe } from '@recipes/contracts';

/** The recipe's ingredient lines as the server parsed them (blank lines left out). */
export function parsedLinesOf(recipe: Recipe): ParsedIngredient[] {
  return recipe.parsedIngredients.filter((line) => line.text.trim());
}
