import { nutritionMaximum, type NutritionField, type RecipeNutrition } from '@recipes/contracts';

/** schema.org NutritionInformation properties → our per-serving fields (sodium becomes salt). */
const properties: Record<string, NutritionField> = {
  calories: 'calories',
  proteinContent: 'protein',
  fatContent: 'fat',
  carbohydrateContent: 'carbohydrates',
  fiberContent: 'fiber',
  sugarContent: 'sugar',
};

// Salt is 39.3 % sodium (the same factor as the recipe page's JSON-LD, the other way round).
const saltPerSodium = 1 / 0.3934;

/** The first number of a value such as "250 kcal", "12,5 g" or 3; null when there is none. */
function amountOf(value: unknown): number | null {
  const match = /\d+(?:[.,]\d+)?/.exec(String(value ?? ''));
  return match ? Number(match[0].replace(',', '.')) : null;
}

/**
 * The nutrition a page publishes per serving, as the editor's fields; values out of range are
 * left out; null when nothing usable is given.
 */
export function importedNutrition(nutrition: Readonly<Record<string, unknown>> | undefined): RecipeNutrition | null {
  if (!nutrition) return null;
  const result: RecipeNutrition = {
    calories: null,
    protein: null,
    fat: null,
    carbohydrates: null,
    fiber: null,
    sugar: null,
    salt: null,
  };
  for (const [property, field] of Object.entries(properties)) result[field] = amountOf(nutrition[property]);
  const sodium = amountOf(nutrition.sodiumContent);
  // Sodium is published in mg ("520 mg"); grams only where the value says so.
  if (sodium !== null) {
    const grams = /\bmg\b/i.test(String(nutrition.sodiumContent)) || sodium > 50 ? sodium / 1000 : sodium;
    result.salt = Math.round(grams * saltPerSodium * 100) / 100;
  }
  for (const field of Object.keys(result) as NutritionField[]) {
    const value = result[field];
    if (value !== null && (value < 0 || value > nutritionMaximum[field])) result[field] = null;
  }
  return Object.values(result).some((value) => value !== null) ? result : null;
}
