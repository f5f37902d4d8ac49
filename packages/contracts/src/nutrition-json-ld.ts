import type { RecipeNutrition } from './nutrition.ts';

type NutritionJsonLd = Record<string, string>;

// Salt is 39.3 % sodium; schema.org names sodium, cooks (and EU labels) name salt.
const sodiumPerSalt = 0.3934;

const grams = (value: number | null) => (value === null ? undefined : `${Math.round(value * 10) / 10} g`);

/**
 * schema.org NutritionInformation per serving, units in the text as Google expects
 * (`250 calories`, `12 g`, sodium in mg); null when the author gave no value at all.
 */
export function nutritionJsonLd(nutrition: RecipeNutrition | null): NutritionJsonLd | null {
  if (!nutrition) return null;
  const fields: Record<string, string | undefined> = {
    calories: nutrition.calories === null ? undefined : `${Math.round(nutrition.calories)} calories`,
    proteinContent: grams(nutrition.protein),
    fatContent: grams(nutrition.fat),
    carbohydrateContent: grams(nutrition.carbohydrates),
    fiberContent: grams(nutrition.fiber),
    sugarContent: grams(nutrition.sugar),
    sodiumContent: nutrition.salt === null ? undefined : `${Math.round(nutrition.salt * sodiumPerSalt * 1000)} mg`,
  };
  const present = Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined);
  if (present.length === 0) return null;
  return { '@type': 'NutritionInformation', servingSize: '1', ...Object.fromEntries(present) };
}
