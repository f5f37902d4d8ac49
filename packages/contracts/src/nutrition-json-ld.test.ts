import { describe, expect, it } from 'vitest';
import { nutritionJsonLd } from './nutrition-json-ld.ts';

describe('nutritionJsonLd', () => {
  it('writes NutritionInformation with units, salt as sodium in mg, leaving out what is unknown', () => {
    expect(
      nutritionJsonLd({
        calories: 450.4,
        protein: 12.25,
        fat: null,
        carbohydrates: 40,
        fiber: null,
        sugar: 5,
        salt: 1.5,
      }),
    ).toEqual({
      '@type': 'NutritionInformation',
      servingSize: '1',
      calories: '450 calories',
      proteinContent: '12.3 g',
      carbohydrateContent: '40 g',
      sugarContent: '5 g',
      sodiumContent: '590 mg',
    });
  });
  it('is null without values', () => {
    expect(nutritionJsonLd(null)).toBeNull();
    expect(
      nutritionJsonLd({
        calories: null,
        protein: null,
        fat: null,
        carbohydrates: null,
        fiber: null,
        sugar: null,
        salt: null,
      }),
    ).toBeNull();
  });
});
