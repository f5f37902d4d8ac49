import { describe, expect, it } from 'vitest';
import type { ParsedIngredient } from '@recipes/contracts';
import { recipeEntries } from './recipe-entries.ts';

const line = (partial: Partial<ParsedIngredient> & { text: string }): ParsedIngredient => ({
  heading: false,
  quantity: null,
  quantityMax: null,
  unit: null,
  ingredient: null,
  note: null,
  ...partial,
});

describe('recipeEntries', () => {
  it('scales, converts, takes the top of a range, skips headings and keeps unreadable lines as text', () => {
    const lines = [
      line({ text: '#Dough', heading: true }),
      line({ text: '250 g Mehl', quantity: 250, unit: 'g', ingredient: 'Mehl' }),
      line({ text: '2–3 eggs', quantity: 2, quantityMax: 3, ingredient: 'eggs' }),
      line({ text: 'a little love' }),
    ];
    expect(recipeEntries(lines, 9, 2, 'metric')).toEqual([
      { ingredient: 'Mehl', quantity: 500, unit: 'g', recipeId: 9 },
      { ingredient: 'eggs', quantity: 6, unit: null, recipeId: 9 },
      { ingredient: 'a little love', quantity: null, unit: null, recipeId: 9 },
    ]);
    expect(recipeEntries(lines, 9, 1, 'us')[0]).toEqual({ ingredient: 'Mehl', quantity: 2, unit: 'cup', recipeId: 9 });
  });
});
