import type { Dialect, Executor } from '../../db/database.ts';
import { lockRecipeForRating, refreshRecipeAggregate } from '../ratings/index.ts';
import { tag } from '../freshness/content-change.ts';
import { photoUrlsOf } from '../recipes/recipe-mapper.ts';
import { ratingChangeTags, recipeChangeTags } from '../recipes/recipe-tags.ts';
import type { SearchIndex } from '../recipes/search/search-index.ts';
import { deleteUserRow, followNeighbours, ownRecipesToRemove, recipesRatedBy } from './profile.repository.ts';

/** What a deleted account leaves to clean up once the transaction has committed. */
export interface DeletedAccount {
  /**
   * What public pages showed of the member (decision 0009): their recipes, gone now, recipes
   * whose rating aggregates changed, their own page and the pages of members whose follow
   * counts they were part of.
   */
  changedTags: string[];
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
  const ownRecipes = await ownRecipesToRemove(tx, member.id);
  const rated = await recipesRatedBy(tx, member.id);
  const neighbours = await followNeighbours(tx, member.id);
  // Locked in id order, as rating writes lock them, so concurrent ratings recompute after us.
  for (const recipeId of rated) await lockRecipeForRating(tx, recipeId, deps.dialect);
  for (const recipe of ownRecipes) await deps.search.remove(tx, recipe.id);
  await deleteUserRow(tx, member.id);
  for (const recipeId of rated) await refreshRecipeAggregate(tx, recipeId);
  const photoUrls = ownRecipes.flatMap(photoUrlsOf);
  if (member.profile_picture) photoUrls.push(member.profile_picture);
  const changedTags = [
    tag.member(member.id),
    tag.author(member.id),
    ...ownRecipes.flatMap((recipe) => recipeChangeTags(recipe, null)),
    ...rated.flatMap((recipeId) => ratingChangeTags(recipeId)),
    ...neighbours.map(tag.member),
  ];
  return { changedTags, photoUrls };
}
