import { describe, expect, it } from 'vitest';
import { importedNutrition } from './nutrition-fields.ts';

describe('importedNutrition', () => {
  it('reads schema.org values with their units into per-serving fields, sodium as salt', () => {
    expect(
      importedNutrition({
        '@type': 'NutritionInformation',
        calories: '450 kcal',
        proteinContent: '12,5 g',
        fatContent: '20 g',
        carbohydrateContent: 51,
        sodiumContent: '786 mg',
      }),
    ).toEqual({ calories: 450, protein: 12.5, fat: 20, carbohydrates: 51, fiber: null, sugar: null, salt: 2 });
  });

  it('leaves out values out of range and answers null when nothing is usable', () => {
    expect(importedNutrition({ calories: '99999 calories', fatContent: 'n/a' })).toBeNull();
    expect(importedNutrition(undefined)).toBeNull();
  });
});
