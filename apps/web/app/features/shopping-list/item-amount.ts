import type { Language, ShoppingListItem } from '@recipes/contracts';
import { convertAmount, formatAmount, roundAmount } from '@recipes/contracts/plain';

/** An item's amount for reading: grams and millilitres grow into kg and l (`1500 g` → `1.5 kg`). */
export function itemAmount(item: ShoppingListItem, language: Language): string | null {
  const amount = { quantity: item.quantity, quantityMax: null, unit: item.unit };
  const tidy = item.unit === 'g' || item.unit === 'ml' ? convertAmount(amount, null, 'metric') : amount;
  const quantity = tidy.quantity === null ? null : roundAmount(tidy.quantity, tidy.unit);
  return formatAmount({ ...tidy, quantity }, language);
}
