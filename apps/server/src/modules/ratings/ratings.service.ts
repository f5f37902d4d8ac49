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
  findRatingOf,
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

  interface Written {
    response: RatingResponse;
    before: number | null;
  }

  /** Tells the caches in front which pages the change touched (after the commit). */
  function announce({ response, before }: Written): void {
    changes.notify(contentChange(ratingChangeTags(response.recipeId, { before, after: response.averageRating })));
  }

  /** The rating change and the recipe's fresh aggregate, written with `tx`. */
  async function writeIn(
    tx: Executor,
    write: (tx: Executor) => Promise<{ rating: Rating; averageBefore: number | null }>,
  ): Promise<Written> {
    const { rating, averageBefore } = await write(tx);
    const aggregate = await refreshRecipeAggregate(tx, rating.recipeId);
    return { response: { ...rating, ...aggregate }, before: averageBefore };
  }

  /**
   * Writes the rating change and the recipe's fresh aggregate in one transaction. `write` locks
   * the recipe and reads its stored average in the same statement (the lock keeps any other
   * rating from moving it meanwhile), then writes the rating.
   */
  async function withAggregate(
    write: (tx: Executor) => Promise<{ rating: Rating; averageBefore: number | null }>,
  ): Promise<RatingResponse> {
    const written = await db.transaction().execute((tx) => writeIn(tx, write));
    announce(written);
    return written.response;
  }

  /** The member's own rating of a recipe, given or changed (setOwn's write). */
  function writeOwn(tx: Executor, user: UserRow, recipeId: number, value: number): Promise<Written> {
    return writeIn(tx, async (tx) => {
      const locked = await lockRecipeForRating(tx, recipeId, dialect);
      const refusal = createRefusal(user, { userId: user.id }, locked?.access);
      if (refusal || !locked) throw refusalError(refusal ?? 'RECIPE_NOT_FOUND');
      const existing = await findRatingOf(tx, user.id, recipeId);
      const now = nowIso();
      const rating = existing
        ? await updateRatingValue(tx, existing.id, value, now)
        : await insertRating(tx, { recipeId, userId: user.id, rating: value, now });
      return { rating, averageBefore: locked.averageBefore };
    });
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

    /**
     * Gives or changes the member's rating of a recipe (a review's stars: the same row this API
     * shows, so the recipe's average stays one truth). Same rules as create and update.
     */
    async setOwn(user: UserRow, recipeId: number, value: number): Promise<RatingResponse> {
      const written = await db.transaction().execute((tx) => writeOwn(tx, user, recipeId, value));
      announce(written);
      return written.response;
    },

    /**
     * setOwn inside the caller's transaction (a review and its stars are one write): the rating
     * and the recipe's aggregate are written with the caller's other rows or not at all. The caller
     * calls the returned `announce` once its transaction has committed.
     */
    async setOwnIn(
      tx: Executor,
      user: UserRow,
      recipeId: number,
      value: number,
    ): Promise<{ response: RatingResponse; announce: () => void }> {
      const written = await writeOwn(tx, user, recipeId, value);
      return { response: written.response, announce: () => announce(written) };
    },
  };
}
export type RatingsService = ReturnType<typeof createRatingsService>;
