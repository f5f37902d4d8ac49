import { describe, expect, it } from 'vitest';
import { emptyNutritionForm, nutritionFormFrom, nutritionFromForm } from './nutrition-form.ts';

describe('nutrition form', () => {
  it('is no nutrition when every field is blank', () => {
    expect(nutritionFromForm(emptyNutritionForm())).toBeNull();
  });
  it('reads decimals with comma or point and leaves blanks null', () => {
    const form = { ...emptyNutritionForm(), calories: '450', protein: '12,5', salt: ' 1.2 ' };
    expect(nutritionFromForm(form)).toEqual({
      calories: 450,
      protein: 12.5,
      fat: null,
      carbohydrates: null,
      fiber: null,
      sugar: null,
      salt: 1.2,
    });
  });
  it('shows stored values and round-trips them', () => {
    const stored = { calories: 300, protein: null, fat: 9, carbohydrates: 40, fiber: 3, sugar: 5, salt: 0.8 };
    const form = nutritionFormFrom(stored);
    expect(form.protein).toBe('');
    expect(nutritionFromForm(form)).toEqual(stored);
  });
});
