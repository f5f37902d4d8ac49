import { describe, expect, it } from 'vitest';
import type { ParsedIngredient } from '@recipes/contracts';
import { ingredientsForStep } from './step-ingredients.ts';

const line = (ingredient: string): ParsedIngredient => ({
  text: ingredient,
  heading: false,
  quantity: 1,
  quantityMax: null,
  unit: null,
  ingredient,
  note: null,
});

const names = (lines: ParsedIngredient[]) => lines.map((item) => item.ingredient);

describe('ingredientsForStep', () => {
  it('finds the ingredients a step names, in en, de and vi', () => {
    const en = [line('onions'), line('olive oil'), line('salt'), line('flour')];
    expect(names(ingredientsForStep(en, 'Fry the onion in the olive oil until soft.'))).toEqual([
      'onions',
      'olive oil',
    ]);
    const de = [line('Zwiebeln'), line('Butter'), line('Mehl')];
    expect(names(ingredientsForStep(de, 'Die Zwiebeln in der Butter rösten.'))).toEqual(['Zwiebeln', 'Butter']);
    const vi = [line('nước mắm'), line('bơ'), line('thịt bò')];
    expect(names(ingredientsForStep(vi, 'Ướp thịt bò với nước mắm.'))).toEqual(['nước mắm', 'thịt bò']);
  });
  it('does not take a word inside another word for an ingredient', () => {
    expect(names(ingredientsForStep([line('oil')], 'Bring the water to a boil.'))).toEqual([]);
  });
});
