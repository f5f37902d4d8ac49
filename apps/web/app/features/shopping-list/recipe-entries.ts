import type { ParsedIngredient, ShoppingListEntry, UnitSystem } from '@recipes/contracts';
import { adjustAmount } from '@recipes/contracts/plain';

/**
 * A recipe's lines as shopping-list entries, at the servings and in the units the reader sees.
 * A range counts at its top (buy enough); an unreadable line goes on as its text.
 */
export function recipeEntries(
  lines: readonly ParsedIngredient[],
  recipeId: number,
  factor: number,
  system: UnitSystem | null,
): ShoppingListEntry[] {
  return lines.flatMap((line): ShoppingListEntry[] => {
    if (line.heading || !line.text.trim()) return [];
    if (!line.ingredient) return [{ ingredient: line.text.trim().slice(0, 200), quantity: null, unit: null, recipeId }];
    const amount = adjustAmount(line, factor, system);
    const quantity = amount.quantityMax ?? amount.quantity;
    return [
      {
        ingredient: line.ingredient.slice(0, 200),
        quantity: quantity !== null && quantity > 0 ? quantity : null,
        unit: amount.unit,
        recipeId,
      },
    ];
  });
}
