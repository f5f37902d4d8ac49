import type { Recipe } from '@recipes/contracts';
import type { CookStep } from './CookMode.tsx';

/** The recipe's steps with the timers the server found in them (none until answers carry `timers`). */
export function cookStepsOf(recipe: Recipe): CookStep[] {
  return recipe.recipeInstructions.map((step) => ({ instruction: step.instruction, timers: [] }));
}
