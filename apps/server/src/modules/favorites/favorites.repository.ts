import type { Executor } from '../../db/database.ts';
import type { RecipeWithAuthorRow } from '../recipes/index.ts';

/**
 * The member's favorites whose recipes they can still see (`listsFavorite`): active ones and their
 * own. The same filter as the favorite count on the profile, so list and count agree.
 */
function visibleFavorites(db: Executor, userId: number) {
  return db
    .selectFrom('favorites')
    .innerJoin('recipes', 'recipes.id', 'favorites.recipe_id')
    .where('favorites.user_id', '=', userId)
    .where((eb) => eb.or([eb('recipes.active', '=', 1), eb('recipes.created_by_user_id', '=', userId)]));
}

/** Adds the favorite; false when it was there already (the primary key decides, also under a race). */
export async function insertFavorite(db: Executor, userId: number, recipeId: number, now: string): Promise<boolean> {
  const result = await db
    .insertInto('favorites')
    .values({ user_id: userId, recipe_id: recipeId, created_at: now })
    .onConflict((oc) => oc.columns(['user_id', 'recipe_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteFavorite(db: Executor, userId: number, recipeId: number): Promise<void> {
  await db.deleteFrom('favorites').where('user_id', '=', userId).where('recipe_id', '=', recipeId).execute();
}

/** One page of favorite recipes with their authors, most recently favorited first. */
export async function listFavoriteRecipes(
  db: Executor,
  userId: number,
  limit: number,
  offset: number,
): Promise<RecipeWithAuthorRow[]> {
  return visibleFavorites(db, userId)
    .innerJoin('users', 'users.id', 'recipes.created_by_user_id')
    .selectAll('recipes')
    .select('users.name as author_name')
    .orderBy('favorites.created_at', 'desc')
    .orderBy('favorites.recipe_id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countFavorites(db: Executor, userId: number): Promise<number> {
  const row = await visibleFavorites(db, userId)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}

/** Every favorite recipe id of the member, ascending. */
export async function favoriteRecipeIds(db: Executor, userId: number): Promise<number[]> {
  const rows = await visibleFavorites(db, userId)
    .select('favorites.recipe_id')
    .orderBy('favorites.recipe_id')
    .execute();
  return rows.map((row) => row.recipe_id);
}
