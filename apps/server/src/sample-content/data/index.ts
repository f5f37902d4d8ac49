import { americanRecipes } from './american.ts';
import { eastAsianRecipes } from './east-asian.ts';
import { germanRecipes } from './german.ts';
import { mediterraneanRecipes } from './mediterranean.ts';
import { mexicanRecipes } from './mexican.ts';
import { southAmericanRecipes } from './south-american.ts';
import { thaiIndianRecipes } from './thai-indian.ts';
import type { SampleRecipe } from './types.ts';
import { vietnameseRecipes } from './vietnamese.ts';

export type { SampleRecipe } from './types.ts';

const groups: readonly SampleRecipe[][] = [
  germanRecipes,
  vietnameseRecipes,
  mexicanRecipes,
  eastAsianRecipes,
  mediterraneanRecipes,
  thaiIndianRecipes,
  southAmericanRecipes,
  americanRecipes,
];

/**
 * Every sample recipe, taken from the groups in turn, so that "newest first" shows a mix of
 * cuisines instead of one cuisine's whole batch.
 */
export const sampleRecipes: readonly SampleRecipe[] = (() => {
  const mixed: SampleRecipe[] = [];
  const longest = Math.max(...groups.map((g) => g.length));
  for (let i = 0; i < longest; i++) {
    for (const group of groups) {
      const recipe = group[i];
      if (recipe) mixed.push(recipe);
    }
  }
  return mixed;
})();
