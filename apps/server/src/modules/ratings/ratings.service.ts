import type { Rating, RatingBody, RatingResponse } from '@recipes/contracts';
import { nowIso, type Executor } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, forbidden, invalid, notFound, unauthenticated, type DomainError } from '../../domain-errors.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { contentChange } from '../freshness/content-change.ts';
import type { ChangeFeed } from '../freshness/change-feed.ts';
import { ratingChangeTags } from '../recipes/recipe-tags.ts';
import { hashToken } from '../accounts/tokens.ts';
import { canViewRecipe } from '../recipes/recipes.policy.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/constraint-violations.ts';
import { findRecipeAccess } from '../recipes/index.ts';
import { createRefusal, updateRefusal, type RatingRefusal } from './ratings.policy.ts';
import {
  findOwnRatingByToken,
  listRatingsOfMember,
  insertRating,
  listRatingsForRecipe,
  lockRatingWithRecipe,
  lockRecipeForRating,
  refreshRecipeAggregate,
  updateRatingValue,
} from './ratings.repository.ts';

function refusalError(refusal: RatingRefusal): DomainError {
  switch (refusal) {
    case 'UNAUTHENTICATED':
      return unauthenticated();
    case 'FORBIDDEN':
      return forbidden();
    case 'RECIPE_NOT_FOUND':
      return notFound('RECIPE_NOT_FOUND');
    case 'RATING_NOT_FOUND':
      return notFound('RATING_NOT_FOUND');
    case 'OWN_RECIPE':
      return forbidden('CANNOT_RATE_OWN_RECIPE');
    case 'RECIPE_MISMATCH':
      return invalid('VALIDATION_FAILED', [{ field: 'recipeId', text: 'RATED_RECIPE' }]);
  }
}

export function createRatingsService(deps: ServiceDeps & { changes: ChangeFeed }) {
  const { db, dialect, changes } = deps;

  /**
   * Writes the rating change and the recipe's fresh aggregate in one transaction. `write` locks
   * the recipe and reads its stored average in the same statement (the lock keeps any other
   * rating from moving it meanwhile), then writes the rating.
   */
  async function withAggregate(
    write: (tx: Executor) => Promise<{ rating: Rating; averageBefore: number | null }>,
  ): Promise<RatingResponse> {
    const { response, before } = await db.transaction().execute(async (tx) => {
      const { rating, averageBefore } = await write(tx);
      const aggregate = await refreshRecipeAggregate(tx, rating.recipeId);
      return { response: { ...rating, ...aggregate }, before: averageBefore };
    });
    changes.notify(contentChange(ratingChangeTags(response.recipeId, { before, after: response.averageRating })));
    return response;
  }

  return {
    /** Ratings of a recipe the viewer can see; 404 for a missing or hidden recipe. */
    async listForRecipe(recipeId: number, viewer: UserRow | null = null): Promise<Rating[]> {
      const recipe = await findRecipeAccess(db, recipeId);
      if (!recipe || !canViewRecipe(viewer, recipe)) throw notFound('RECIPE_NOT_FOUND');
      return listRatingsForRecipe(db, recipeId);
    },

    /**
     * The member's own rating of a recipe they can see, or null; 404 for a missing or hidden
     * recipe, 401 for an unknown or expired token. The token is checked in the same query (the
     * route skips the general member lookup: decision 0034).
     */
    async own(token: string, recipeId: number): Promise<Rating | null> {
      const found = await findOwnRatingByToken(db, hashToken(token), recipeId, nowIso());
      if (!found) throw unauthenticated();
      if (!found.access || !canViewRecipe({ id: found.userId }, found.access)) throw notFound('RECIPE_NOT_FOUND');
      return found.rating;
    },

    /** Every rating the member gave, by recipe id. */
    allOf(user: UserRow): Promise<Rating[]> {
      return listRatingsOfMember(db, user.id);
    },

    async create(user: UserRow, body: RatingBody): Promise<RatingResponse> {
      try {
        return await withAggregate(async (tx) => {
          const locked = await lockRecipeForRating(tx, body.recipeId, dialect);
          const refusal = createRefusal(user, body, locked?.access);
          if (refusal || !locked) throw refusalError(refusal ?? 'RECIPE_NOT_FOUND');
          const rating = await insertRating(tx, {
            recipeId: body.recipeId,
            userId: user.id,
            rating: body.rating,
            now: nowIso(),
          });
          return { rating, averageBefore: locked.averageBefore };
        });
      } catch (error) {
        // The unique constraint decides, so two simultaneous first ratings cannot both succeed.
        if (isUniqueViolation(error)) throw conflict('RATING_EXISTS');
        if (isForeignKeyViolation(error)) throw notFound('RECIPE_NOT_FOUND');
        throw error;
      }
    },

    async update(user: UserRow, ratingId: number, body: RatingBody): Promise<RatingResponse> {
      return withAggregate(async (tx) => {
        const locked = await lockRatingWithRecipe(tx, ratingId, dialect);
        const refusal = updateRefusal(user, locked?.rating, body, locked?.access);
        if (refusal || !locked) throw refusalError(refusal ?? 'RATING_NOT_FOUND');
        const rating = await updateRatingValue(tx, ratingId, body.rating, nowIso());
        return { rating, averageBefore: locked.averageBefore };
      });
    },
  };
}
export type RatingsService = ReturnType<typeof createRatingsService>;
