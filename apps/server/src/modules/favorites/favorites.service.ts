import type { FavoriteState, Page, PaginationQuery, Recipe } from '@recipes/contracts';
import { nowIso } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { notFound } from '../../domain-errors.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { isForeignKeyViolation } from '../../db/constraint-violations.ts';
import { toRecipe } from '../recipes/recipe-mapper.ts';
import { findRecipeAccess } from '../recipes/index.ts';
import { canFavorite } from './favorites.policy.ts';
import {
  countFavorites,
  deleteFavorite,
  favoriteRecipeIds,
  insertFavorite,
  listFavoriteRecipes,
} from './favorites.repository.ts';

/** Hearts on recipes: add, take back, and the member's own list. */
export function createFavoritesService(deps: ServiceDeps) {
  const { db } = deps;

  const stateOf = async (user: UserRow, recipeId: number, favorited: boolean): Promise<FavoriteState> => ({
    recipeId,
    favorited,
    favoriteCount: await countFavorites(db, user.id),
  });

  return {
    /** Idempotent; `created` tells a new favorite from one that was there already. 404 for a recipe the member cannot see. */
    async add(user: UserRow, recipeId: number): Promise<{ created: boolean; state: FavoriteState }> {
      if (!canFavorite(user, await findRecipeAccess(db, recipeId))) throw notFound('RECIPE_NOT_FOUND');
      let created: boolean;
      try {
        created = await insertFavorite(db, user.id, recipeId, nowIso());
      } catch (error) {
        // The recipe was deleted between the check and the insert.
        if (isForeignKeyViolation(error)) throw notFound('RECIPE_NOT_FOUND');
        throw error;
      }
      return { created, state: await stateOf(user, recipeId, true) };
    },

    /** Idempotent: taking back a heart that is not there (or whose recipe is gone) is fine. */
    async remove(user: UserRow, recipeId: number): Promise<FavoriteState> {
      await deleteFavorite(db, user.id, recipeId);
      return stateOf(user, recipeId, false);
    },

    async list(user: UserRow, query: PaginationQuery): Promise<Page<Recipe>> {
      const { page, pageSize } = query;
      const rows = await listFavoriteRecipes(db, user.id, pageSize, (page - 1) * pageSize);
      const total = await countFavorites(db, user.id);
      const items = rows.map((row) => toRecipe(row, { id: row.created_by_user_id, name: row.author_name }));
      return { items, total, page, pageSize };
    },

    ids(user: UserRow): Promise<number[]> {
      return favoriteRecipeIds(db, user.id);
    },
  };
}

export type FavoritesService = ReturnType<typeof createFavoritesService>;
