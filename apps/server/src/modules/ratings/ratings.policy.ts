import { isRecipeOwner, type Actor, type RecipeAccess } from '../recipes/recipes.policy.ts';

/**
 * Who may rate what. Pure functions over the facts a decision needs; the service gathers the facts
 * (inside its transaction) and turns a refusal into the matching HTTP error.
 */

export type RatingRefusal =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'RECIPE_NOT_FOUND'
  | 'RATING_NOT_FOUND'
  /** The body names a different recipe than the stored rating: ratings never move. */
  | 'RECIPE_MISMATCH'
  /** Authors do not rate their own recipes: the stars are what others think of it. */
  | 'OWN_RECIPE';

/** A member rates only in their own name. */
export function mayActAs(actor: Actor, userId: number): boolean {
  return actor !== null && actor.id === userId;
}

/** Only active recipes can be rated; inactive ones are hidden from everyone but their owner. */
export function isRateable(recipe: RecipeAccess | undefined): recipe is RecipeAccess {
  return recipe !== undefined && recipe.active;
}

export function createRefusal(
  actor: Actor,
  body: { userId: number },
  recipe: RecipeAccess | undefined,
): RatingRefusal | null {
  if (actor === null) return 'UNAUTHENTICATED';
  if (!mayActAs(actor, body.userId)) return 'FORBIDDEN';
  if (!isRateable(recipe)) return 'RECIPE_NOT_FOUND';
  if (isRecipeOwner(actor, recipe)) return 'OWN_RECIPE';
  return null;
}

export function updateRefusal(
  actor: Actor,
  stored: { userId: number; recipeId: number } | undefined,
  body: { userId: number; recipeId: number },
  recipe: RecipeAccess | undefined,
): RatingRefusal | null {
  if (actor === null) return 'UNAUTHENTICATED';
  if (stored === undefined) return 'RATING_NOT_FOUND';
  if (!mayActAs(actor, stored.userId) || !mayActAs(actor, body.userId)) return 'FORBIDDEN';
  if (body.recipeId !== stored.recipeId) return 'RECIPE_MISMATCH';
  if (!isRateable(recipe)) return 'RECIPE_NOT_FOUND';
  if (isRecipeOwner(actor, recipe)) return 'OWN_RECIPE';
  return null;
}
