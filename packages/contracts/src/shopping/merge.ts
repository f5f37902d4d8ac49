import type { ShoppingListChange, ShoppingListEntry, ShoppingListItem } from '../shopping-list.ts';
import type { UnitId } from '../unit-ids.ts';
import { unitInfo } from '../units/unit-kinds.ts';
import { aisleOf, aisles } from './aisles.ts';

/**
 * Metric masses and volumes are kept in grams and millilitres so that `500 g` and `1 kg` add up;
 * every other unit stays as it is (`200 g + 1 cup` are two lines).
 */
function normalizeAmount(
  quantity: number | null,
  unit: UnitId | null,
): { quantity: number | null; unit: UnitId | null } {
  if (unit === null) return { quantity, unit };
  const info = unitInfo[unit];
  if (info.system !== 'metric' || info.base === null || (info.kind !== 'mass' && info.kind !== 'volume')) {
    return { quantity, unit };
  }
  const target: UnitId = info.kind === 'mass' ? 'g' : 'ml';
  return { quantity: quantity === null ? null : quantity * info.base, unit: target };
}

/**
 * The merge key: the ingredient lowercased with whitespace collapsed, and the unit. Accents stay,
 * because in Vietnamese they tell words apart (`bơ` butter, `bò` beef).
 */
export function shoppingItemId(ingredient: string, unit: UnitId | null): string {
  const name = ingredient.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim();
  return `${name}|${unit ?? ''}`;
}

function addEntry(items: ShoppingListItem[], entry: ShoppingListEntry): ShoppingListItem[] {
  const { quantity, unit } = normalizeAmount(entry.quantity, entry.unit);
  const ingredient = entry.ingredient.trim();
  const id = shoppingItemId(ingredient, unit);
  const recipeIds = entry.recipeId === null ? [] : [entry.recipeId];
  const existing = items.find((item) => item.id === id);
  if (!existing) {
    return [...items, { id, ingredient, quantity, unit, aisle: aisleOf(ingredient), checked: false, recipeIds }];
  }
  const merged: ShoppingListItem = existing.checked
    ? // Already bought: what is added now is a new need, not more of the old one.
      { ...existing, quantity, checked: false, recipeIds }
    : {
        ...existing,
        quantity:
          existing.quantity === null ? quantity : quantity === null ? existing.quantity : existing.quantity + quantity,
        recipeIds: [...new Set([...existing.recipeIds, ...recipeIds])],
      };
  return items.map((item) => (item === existing ? merged : item));
}

/**
 * One change applied to a list, the same on the server and in the browser (a visitor's list and
 * the outbox's preview). Checking or removing an item that is not there does nothing, so changes
 * can be replayed in any state. Adds beyond `limit` items are dropped whole.
 */
export function applyShoppingChange(
  items: ShoppingListItem[],
  change: ShoppingListChange,
  limit = Number.POSITIVE_INFINITY,
): ShoppingListItem[] {
  switch (change.type) {
    case 'add': {
      let next = items;
      for (const entry of change.items) next = addEntry(next, entry);
      return next.length > limit && next.length > items.length ? items : next;
    }
    case 'check':
      return items.map((item) => (item.id === change.itemId ? { ...item, checked: change.checked } : item));
    case 'remove':
      return items.filter((item) => item.id !== change.itemId);
    case 'clearChecked':
      return items.filter((item) => !item.checked);
  }
}

/** Items by aisle in the fixed aisle order; within an aisle in the order they were added. */
export function groupByAisle(
  items: ShoppingListItem[],
): { aisle: (typeof aisles)[number]; items: ShoppingListItem[] }[] {
  return aisles
    .map((aisle) => ({ aisle, items: items.filter((item) => item.aisle === aisle) }))
    .filter((group) => group.items.length > 0);
}
