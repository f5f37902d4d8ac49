import { z } from 'zod';
import { nutritionMaximum, type NutritionField } from './nutrition-fields.ts';

const amount = (field: NutritionField) => z.number().min(0).max(nutritionMaximum[field]).nullable();

/** Optional nutrition per serving (every field may be null; the whole object may be null). */
export const RecipeNutritionSchema = z.object({
  calories: amount('calories'),
  protein: amount('protein'),
  fat: amount('fat'),
  carbohydrates: amount('carbohydrates'),
  fiber: amount('fiber'),
  sugar: amount('sugar'),
  salt: amount('salt'),
});
export type RecipeNutrition = z.infer<typeof RecipeNutritionSchema>;
