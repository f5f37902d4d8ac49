import { describe, expect, it } from 'vitest';
import type { ShoppingListItem } from '@recipes/contracts';
import { itemAmount } from './item-amount.ts';

function item(partial: Pick<ShoppingListItem, 'ingredient' | 'quantity' | 'unit'>): ShoppingListItem {
  return {
    id: `${partial.ingredient}|${partial.unit ?? ''}`,
    aisle: 'other',
    checked: false,
    recipeIds: [1],
    ...partial,
  };
}

describe('itemAmount', () => {
  const butter = item({ ingredient: 'butter', quantity: 200, unit: 'g' });
  const milk = item({ ingredient: 'milk', quantity: 2, unit: 'cup' });

  it('shows what was stored when the reader chose no unit system', () => {
    expect(itemAmount(butter, 'en', null)).toBe('200 g');
    expect(itemAmount(milk, 'en', null)).toBe('2 cups');
    expect(itemAmount(item({ ingredient: 'Mehl', quantity: 1500, unit: 'g' }), 'de', null)).toBe('1,5 kg');
  });

  it('converts to the system the reader chose now, not the one of the moment it was added', () => {
    expect(itemAmount(butter, 'en', 'us')).toBe('⅞ cup');
    expect(itemAmount(milk, 'en', 'metric')).toBe('475 ml');
    expect(itemAmount(milk, 'de', 'metric')).toBe('475 ml');
    expect(itemAmount(butter, 'vi', 'metric')).toBe('200 g');
  });

  it('leaves counted items and items without an amount alone', () => {
    expect(itemAmount(item({ ingredient: 'eggs', quantity: 3, unit: null }), 'en', 'metric')).toBe('3');
    expect(itemAmount(item({ ingredient: 'dish soap', quantity: null, unit: null }), 'en', 'us')).toBeNull();
  });
});
