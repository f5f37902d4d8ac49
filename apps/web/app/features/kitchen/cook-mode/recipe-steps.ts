import type { Recipe } from '@recipes/contracts';
import { findStepTimers } from '@recipes/contracts/plain';
import type { CookStep } from './CookMode.tsx';

/** The recipe's steps with the durations their text names (the server's `timers` once answers carry them). */
export function cookStepsOf(recipe: Recipe): CookStep[] {
  return recipe.recipeInstructions.map((step) => ({
    instruction: step.instruction,
    timers: findStepTimers(step.instruction),
  }));
}
