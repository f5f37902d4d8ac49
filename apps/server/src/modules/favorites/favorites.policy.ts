import { canViewRecipe, type Actor, type RecipeAccess } from '../recipes/recipes.policy.ts';

/**
 * Who may favorite what. A member may heart any recipe they can see: every active one, and their
 * own inactive ones. Anyone may always take a heart back, whatever became of the recipe.
 */
export function canFavorite(actor: Actor, recipe: RecipeAccess | undefined): boolean {
  return actor !== null && recipe !== undefined && canViewRecipe(actor, recipe);
}

/** A favorite is listed (and counted) only while its recipe is one the member can see. */
export function listsFavorite(memberId: number, recipe: RecipeAccess): boolean {
  return canViewRecipe({ id: memberId }, recipe);
}
