import type { Recipe } from '@recipes/contracts';
import type { CookStep } from './CookMode.tsx';

/** The recipe's steps with the durations the server found in their text. */
export function cookStepsOf(recipe: Recipe): CookStep[] {
  return recipe.recipeInstructions.map((step) => ({ instruction: step.instruction, timers: step.timers }));
}
