/**
 * Nutrition per serving an author may give (zod-free: the page and the JSON-LD builder read it).
 * Calories in kcal, salt and the rest in grams.
 */
export const nutritionFields = ['calories', 'protein', 'fat', 'carbohydrates', 'fiber', 'sugar', 'salt'] as const;
export type NutritionField = (typeof nutritionFields)[number];

/** Upper bounds per serving; anything above is a typo, not a dish. */
export const nutritionMaximum: Record<NutritionField, number> = {
  calories: 10000,
  protein: 1000,
  fat: 1000,
  carbohydrates: 1000,
  fiber: 1000,
  sugar: 1000,
  salt: 100,
};
