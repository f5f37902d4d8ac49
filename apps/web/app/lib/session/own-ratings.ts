import type { Rating } from '@recipes/contracts';
import { keptForSession } from './kept-for-session.ts';
import { createMemberStateStore } from './member-state-store.ts';

const isRating = (value: unknown): value is Rating => {
  if (typeof value !== 'object' || value === null) return false;
  const { id, rating, recipeId, userId } = value as Record<string, unknown>;
  return [id, rating, recipeId, userId].every((n) => Number.isInteger(n));
};
const isRatingList = (value: unknown): value is Rating[] => Array.isArray(value) && value.every(isRating);

/** Every rating of the member, kept for the tab session (decision 0034). */
export const keptOwnRatings = /* @__PURE__ */ keptForSession('ownRatings', isRatingList);

const byRecipe = (ratings: readonly Rating[]): ReadonlyMap<number, Rating> =>
  new Map(ratings.map((rating) => [rating.recipeId, rating]));

/**
 * The signed-in member's own ratings by recipe id: fetched once per member and kept for the tab
 * session, so a recipe page shows the member's stars without a request of its own; a rating the
 * member gives is shown, kept and announced to the other tabs at once.
 */
export function createOwnRatingsStore() {
  const store = createMemberStateStore<ReadonlyMap<number, Rating>, Rating[]>({
    kept: keptOwnRatings,
    empty: new Map(),
    fromStored: byRecipe,
    toStored: (ratings) => [...ratings.values()],
    what: 'your ratings',
  });
  return {
    ...store,
    /** The server took this rating (new or changed). */
    saved(rating: Rating): void {
      store.change((ratings) => new Map(ratings).set(rating.recipeId, rating), true);
    },
  };
}

/** The one store of the page. */
export const ownRatingsStore = /* @__PURE__ */ createOwnRatingsStore();
