import { describe, expect, it } from 'vitest';
import type { ShoppingListChange, ShoppingListEntry, ShoppingListItem } from '../shopping-list.ts';
import { aisleOf } from './aisles.ts';
import { applyShoppingChange, groupByAisle, shoppingItemId } from './merge.ts';

describe('aisleOf', () => {
  it.each([
    ['tomatoes', 'produce'],
    ['Kirschtomaten', 'produce'],
    ['cà chua', 'produce'],
    ['hành lá', 'produce'],
    ['butter', 'dairy'],
    ['Eier', 'dairy'],
    ['bơ', 'dairy'],
    ['thịt bò', 'meat_fish'],
    ['Rinderrouladen', 'meat_fish'],
    ['chicken thighs', 'meat_fish'],
    ['Weizenmehl', 'pantry'],
    ['Olivenöl', 'pantry'],
    ['Reis', 'pantry'],
    ['peanut butter', 'pantry'],
    ['tomato paste', 'pantry'],
    ['nước mắm', 'pantry'],
    ['bột ngọt', 'spices'],
    ['black pepper', 'spices'],
    ['Salz', 'spices'],
    ['frozen peas', 'frozen'],
    ['baguette', 'bakery'],
    ['dish soap', 'other'],
    ['eggplant', 'produce'],
  ])('%s is in %s', (ingredient, aisle) => {
    expect(aisleOf(ingredient)).toBe(aisle);
  });
});

const add = (id: string, ...items: Partial<ShoppingListEntry>[]): ShoppingListChange => ({
  type: 'add',
  id,
  items: items.map((item) => ({ ingredient: 'x', quantity: null, unit: null, recipeId: null, ...item })),
});

function run(...changes: ShoppingListChange[]): ShoppingListItem[] {
  return changes.reduce<ShoppingListItem[]>((items, change) => applyShoppingChange(items, change), []);
}

describe('applyShoppingChange', () => {
  it('adds up the same ingredient in the same unit, also g with kg, and keeps other units apart', () => {
    const items = run(
      add('a1', { ingredient: 'Flour', quantity: 200, unit: 'g', recipeId: 1 }),
      add(
        'a2',
        { ingredient: 'flour', quantity: 300, unit: 'g', recipeId: 2 },
        { ingredient: 'flour', quantity: 1, unit: 'cup', recipeId: 2 },
      ),
      add('a3', { ingredient: 'flour', quantity: 1, unit: 'kg', recipeId: 2 }),
    );
    expect(items).toEqual([
      {
        id: 'flour|g',
        ingredient: 'Flour',
        quantity: 1500,
        unit: 'g',
        aisle: 'pantry',
        checked: false,
        recipeIds: [1, 2],
      },
      {
        id: 'flour|cup',
        ingredient: 'flour',
        quantity: 1,
        unit: 'cup',
        aisle: 'pantry',
        checked: false,
        recipeIds: [2],
      },
    ]);
  });

  it('keeps Vietnamese words apart that differ only in tone marks', () => {
    const items = run(
      add('b1', { ingredient: 'bơ', quantity: 100, unit: 'g' }, { ingredient: 'bò', quantity: 300, unit: 'g' }),
    );
    expect(items.map((item) => [item.id, item.aisle])).toEqual([
      ['bơ|g', 'dairy'],
      ['bò|g', 'meat_fish'],
    ]);
  });

  it('checks, unchecks, removes and clears checked items; unknown ids change nothing', () => {
    let items = run(
      add('c1', { ingredient: 'milk', quantity: 1, unit: 'l' }, { ingredient: 'eggs', quantity: 6, unit: null }),
    );
    items = applyShoppingChange(items, {
      type: 'check',
      id: 'c2xxxxxx',
      itemId: shoppingItemId('milk', 'ml'),
      checked: true,
    });
    expect(items.find((item) => item.id === 'milk|ml')?.checked).toBe(true);
    expect(applyShoppingChange(items, { type: 'remove', id: 'c3xxxxxx', itemId: 'nothing|' })).toEqual(items);
    const cleared = applyShoppingChange(items, { type: 'clearChecked', id: 'c4xxxxxx' });
    expect(cleared.map((item) => item.id)).toEqual(['eggs|']);
    expect(applyShoppingChange(cleared, { type: 'remove', id: 'c5xxxxxx', itemId: 'eggs|' })).toEqual([]);
  });

  it('starts a new need when an item that was already bought is added again', () => {
    let items = run(add('d1', { ingredient: 'eggs', quantity: 6 }));
    items = applyShoppingChange(items, { type: 'check', id: 'd2xxxxxx', itemId: 'eggs|', checked: true });
    items = applyShoppingChange(items, add('d3', { ingredient: 'Eggs', quantity: 2 }));
    expect(items).toMatchObject([{ id: 'eggs|', quantity: 2, checked: false }]);
  });

  it('drops an add that would grow the list past its limit', () => {
    const items = run(add('e1', { ingredient: 'a' }, { ingredient: 'b' }));
    expect(applyShoppingChange(items, add('e2', { ingredient: 'c' }), 2)).toBe(items);
    expect(applyShoppingChange(items, add('e3', { ingredient: 'a' }), 2)).toHaveLength(2);
  });

  it('groups by aisle in the fixed order', () => {
    const items = run(
      add('f1', { ingredient: 'salt' }, { ingredient: 'onion' }, { ingredient: 'milk' }, { ingredient: 'garlic' }),
    );
    expect(groupByAisle(items).map((group) => [group.aisle, group.items.map((item) => item.ingredient)])).toEqual([
      ['produce', ['onion', 'garlic']],
      ['dairy', ['milk']],
      ['spices', ['salt']],
    ]);
  });
});
