import type { ParsedIngredient, Recipe } from '@recipes/contracts';
import { parseIngredientLine } from '@recipes/contracts/plain';

/**
 * The recipe's ingredient lines, parsed. Recipe answers will carry `parsedIngredients` from the
 * server; until then the same parser runs here.
 */
export function parsedLinesOf(recipe: Recipe): ParsedIngredient[] {
  return recipe.recipeIngredients.filter((text) => text.trim()).map((text) => parseIngredientLine(text));
}
