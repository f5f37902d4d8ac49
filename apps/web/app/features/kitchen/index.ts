// The kitchen feature's public entry: what other features and the layout may import from it.
export { KitchenIngredients } from './KitchenIngredients.tsx';
export {
  emptyNutritionForm,
  type NutritionForm,
  nutritionFormFrom,
  nutritionFromForm,
} from './nutrition/nutrition-form.ts';
export { NutritionFacts } from './nutrition/NutritionFacts.tsx';
export { NutritionFields } from './nutrition/NutritionFields.tsx';
export { useUnitPreference } from './scaling/unit-preference.ts';
