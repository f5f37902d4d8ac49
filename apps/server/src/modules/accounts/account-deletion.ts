import type { Dialect, Executor } from '../../db/database.ts';
import { findRecipeAccess, refreshRecipeAggregate } from '../ratings/ratings.repository.ts';
import { photoUrlsOf } from '../recipes/recipe-mapper.ts';
import type { SearchIndex } from '../recipes/search/search-index.ts';
import { deleteUserRow, ownRecipePhotoColumns, recipesRatedBy } from './profile.repository.ts';

/** What a deleted account leaves to clean up once the transaction has committed. */
export interface DeletedAccount {
  /** The member's recipes, gone now, and the recipes whose rating aggregates changed. */
  changedRecipeIds: number[];
  /** Photo URLs the member's recipes and avatar used. */
  photoUrls: string[];
}

/**
 * Deletes the member and everything that is theirs inside the caller's transaction: recipes with
 * their search entries, ratings (other recipes' averages are recomputed), favorites, follows,
 * sessions and tickets. Files are left to the photos module after the commit.
 */
export async function deleteAccountRows(
  tx: Executor,
  deps: { search: SearchIndex; dialect: Dialect },
  member: { id: number; profile_picture: string | null },
): Promise<DeletedAccount> {
  const ownRecipes = await ownRecipePhotoColumns(tx, member.id);
  const rated = await recipesRatedBy(tx, member.id);
  // Locked in id order, as rating writes lock them, so concurrent ratings recompute after us.
  for (const recipeId of rated) await findRecipeAccess(tx, recipeId, { dialect: deps.dialect });
  for (const recipe of ownRecipes) await deps.search.remove(tx, recipe.id);
  await deleteUserRow(tx, member.id);
  for (const recipeId of rated) await refreshRecipeAggregate(tx, recipeId);
  const photoUrls = ownRecipes.flatMap(photoUrlsOf);
  if (member.profile_picture) photoUrls.push(member.profile_picture);
  return { changedRecipeIds: [...ownRecipes.map((r) => r.id), ...rated], photoUrls };
}
