import { describe, expect, it } from 'vitest';
import { ownItemEntry } from './own-item.ts';

describe('ownItemEntry', () => {
  it('reads amount and unit of a typed item, in each language', () => {
    expect(ownItemEntry('2 l milk', 'en')).toEqual({ ingredient: 'milk', quantity: 2, unit: 'l', recipeId: null });
    expect(ownItemEntry('500 g Mehl', 'de')).toEqual({ ingredient: 'Mehl', quantity: 500, unit: 'g', recipeId: null });
    expect(ownItemEntry('1 muỗng canh nước mắm', 'vi')).toMatchObject({
      ingredient: 'nước mắm',
      quantity: 1,
      unit: 'tbsp',
    });
  });
  it('keeps words without an amount as they are and ignores blank text', () => {
    expect(ownItemEntry('dish soap', 'en')).toEqual({
      ingredient: 'dish soap',
      quantity: null,
      unit: null,
      recipeId: null,
    });
    expect(ownItemEntry('   ', 'en')).toBeNull();
  });
});
