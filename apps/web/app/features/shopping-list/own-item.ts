import type { Language, ShoppingListEntry } from '@recipes/contracts';

/** What a member types as an own item (`2 l milk`); null for blank text. */
export function ownItemEntry(text: string, _language: Language): ShoppingListEntry | null {
  const trimmed = text.trim().slice(0, 200);
  if (!trimmed) return null;
  return { ingredient: trimmed, quantity: null, unit: null, recipeId: null };
}
