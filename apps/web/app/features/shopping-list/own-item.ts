import type { Language, ShoppingListEntry } from '@recipes/contracts';
import { parseIngredientLine } from '@recipes/contracts/plain';

/** What a reader types as an own item (`2 l milk`), read like an ingredient line; null for blank text. */
export function ownItemEntry(text: string, language: Language): ShoppingListEntry | null {
  const trimmed = text.trim().slice(0, 200);
  if (!trimmed) return null;
  const line = parseIngredientLine(trimmed, language);
  if (!line.ingredient || line.heading) return { ingredient: trimmed, quantity: null, unit: null, recipeId: null };
  const quantity = line.quantityMax ?? line.quantity;
  return {
    ingredient: line.ingredient,
    quantity: quantity && quantity > 0 ? quantity : null,
    unit: line.unit,
    recipeId: null,
  };
}
