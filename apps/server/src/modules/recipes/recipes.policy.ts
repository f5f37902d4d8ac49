/**
 * Who may do what with a recipe. Pure functions over the few facts they need, so routes,
 * services and page loaders decide the same way and the rules are tested as a table.
 */
import type { RecipeRow } from '../../db/schema.ts';

/** Anyone the rules look at: a signed-in member, or null for an anonymous visitor. */
export type Actor = { id: number } | null;

/** The facts about a recipe that access depends on. */
export interface RecipeAccess {
  createdByUserId: number;
  active: boolean;
}

/** Those facts from a stored row. */
export function recipeAccess(row: Pick<RecipeRow, 'created_by_user_id' | 'active'>): RecipeAccess {
  return { createdByUserId: row.created_by_user_id, active: row.active === 1 };
}

export function isRecipeOwner(actor: Actor, recipe: RecipeAccess): boolean {
  return actor !== null && actor.id === recipe.createdByUserId;
}

/** Active recipes are public; an inactive one exists only for its owner. */
export function canViewRecipe(viewer: Actor, recipe: RecipeAccess): boolean {
  return recipe.active || isRecipeOwner(viewer, recipe);
}

/** Only the owner edits; that includes reordering images and deactivating. */
export function canEditRecipe(actor: Actor, recipe: RecipeAccess): boolean {
  return isRecipeOwner(actor, recipe);
}

export function canDeleteRecipe(actor: Actor, recipe: RecipeAccess): boolean {
  return isRecipeOwner(actor, recipe);
}

/** The debug view shows the stored row, so it is for the owner only. */
export function canDebugRecipe(actor: Actor, recipe: RecipeAccess): boolean {
  return isRecipeOwner(actor, recipe);
}

/**
 * A write may name its owner (the original client sends createdByUserId), but only as the
 * caller: nobody creates or moves a recipe into someone else's name.
 */
export function mayClaimOwner(actor: Actor, createdByUserId: number | undefined): boolean {
  return actor !== null && (createdByUserId === undefined || createdByUserId === actor.id);
}

/** A member listing their own recipes also sees the inactive ones; everyone else sees active ones. */
export function listsInactiveOf(viewer: Actor, ownerFilter: number | undefined): boolean {
  return viewer !== null && ownerFilter !== undefined && viewer.id === ownerFilter;
}
