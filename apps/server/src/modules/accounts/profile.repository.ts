import type { Executor } from '../../db/database.ts';
import type { RecipeRow } from '../../db/schema.ts';
import type { TaggedRecipeRow } from '../recipes/recipe-tags.ts';

/** Queries behind account deletion and "download my data". */

/** The member's recipes with the columns that name photos and those that say which lists show them. */
export async function ownRecipesToRemove(
  db: Executor,
  userId: number,
): Promise<(Pick<RecipeRow, 'images' | 'recipe_instructions'> & TaggedRecipeRow)[]> {
  return db
    .selectFrom('recipes')
    .select([
      'id',
      'images',
      'recipe_instructions',
      'active',
      'created_by_user_id',
      'recipe_category',
      'recipe_cuisine',
      'name',
      'short_description',
      'description',
      'recipe_ingredients',
      'keywords',
      'prep_time',
      'cook_time',
    ])
    .where('created_by_user_id', '=', userId)
    .orderBy('id')
    .execute();
}

/** Other members' recipes this member rated, in id order (the order their rows get locked in). */
export async function recipesRatedBy(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('ratings')
    .innerJoin('recipes', 'recipes.id', 'ratings.recipe_id')
    .select('ratings.recipe_id')
    .where('ratings.user_id', '=', userId)
    .where('recipes.created_by_user_id', '<>', userId)
    .orderBy('ratings.recipe_id')
    .execute();
  return rows.map((row) => row.recipe_id);
}

/** Members the member follows or is followed by: their pages show counts that include this member. */
export async function followNeighbours(db: Executor, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('follows')
    .select(['follower_id', 'followee_id'])
    .where((eb) => eb.or([eb('follower_id', '=', userId), eb('followee_id', '=', userId)]))
    .execute();
  return [...new Set(rows.map((row) => (row.follower_id === userId ? row.followee_id : row.follower_id)))];
}

/**
 * Deletes the member. The foreign keys cascade to their sessions, login tickets, recipes (and with
 * those the recipes' ratings and favorites), their own ratings, favorites and follows both ways.
 */
export async function deleteUserRow(db: Executor, userId: number): Promise<void> {
  await db.deleteFrom('users').where('id', '=', userId).execute();
}

export async function ratingsForExport(db: Executor, userId: number) {
  return db
    .selectFrom('ratings')
    .innerJoin('recipes', 'recipes.id', 'ratings.recipe_id')
    .select([
      'ratings.recipe_id as recipeId',
      'recipes.name as recipeName',
      'ratings.rating',
      'ratings.created_at as createdAt',
      'ratings.updated_at as updatedAt',
    ])
    .where('ratings.user_id', '=', userId)
    .orderBy('ratings.created_at')
    .orderBy('ratings.id')
    .execute();
}

export async function favoritesForExport(db: Executor, userId: number) {
  return db
    .selectFrom('favorites')
    .innerJoin('recipes', 'recipes.id', 'favorites.recipe_id')
    .select(['favorites.recipe_id as recipeId', 'recipes.name as recipeName', 'favorites.created_at as createdAt'])
    .where('favorites.user_id', '=', userId)
    .orderBy('favorites.created_at')
    .orderBy('favorites.recipe_id')
    .execute();
}

/** Whom the member follows (`direction: 'following'`) or who follows them, with the date it began. */
export async function followsForExport(db: Executor, userId: number, direction: 'following' | 'followers') {
  const [self, other] =
    direction === 'following' ? (['follower_id', 'followee_id'] as const) : (['followee_id', 'follower_id'] as const);
  return db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', `follows.${other}`)
    .select(['users.id as id', 'users.name as name', 'follows.created_at as since'])
    .where(`follows.${self}`, '=', userId)
    .orderBy('follows.created_at')
    .orderBy('users.id')
    .execute();
}
