import type { Language, ShoppingListItem, UnitSystem } from '@recipes/contracts';
import { convertAmount, formatAmount, roundAmount } from '@recipes/contracts/plain';

/**
 * An item's amount for reading, in the reader's chosen unit system (converted now from what is
 * stored, whatever system it was added in); with no choice made, as stored, where grams and
 * millilitres grow into kg and l (`1500 g` → `1.5 kg`).
 */
export function itemAmount(item: ShoppingListItem, language: Language, system: UnitSystem | null): string | null {
  const amount = { quantity: item.quantity, quantityMax: null, unit: item.unit };
  const tidy =
    system !== null
      ? convertAmount(amount, item.ingredient, system)
      : item.unit === 'g' || item.unit === 'ml'
        ? convertAmount(amount, null, 'metric')
        : amount;
  const quantity = tidy.quantity === null ? null : roundAmount(tidy.quantity, tidy.unit);
  return formatAmount({ ...tidy, quantity }, language);
}
