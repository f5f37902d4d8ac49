import { reviewHideThreshold } from '@recipes/contracts';

/**
 * Who may do what with reviews. Pure functions over the facts a decision needs; the service gathers
 * them and turns a refusal into the matching HTTP error (reviews.service.ts).
 */

export type Actor = { id: number; roles: string } | null;

/** The facts about a recipe that reviewing it depends on. */
export interface ReviewedRecipe {
  authorId: number;
  active: boolean;
}

/** The facts about a stored review that its rules depend on. */
export interface ReviewFacts {
  userId: number;
  hidden: boolean;
  recipe: ReviewedRecipe;
}

export type ReviewRefusal =
  | 'UNAUTHENTICATED'
  | 'RECIPE_NOT_FOUND'
  | 'REVIEW_NOT_FOUND'
  | 'OWN_RECIPE'
  | 'NOT_REVIEW_AUTHOR'
  | 'NOT_RECIPE_AUTHOR'
  | 'OWN_REVIEW'
  | 'NOT_MODERATOR'
  | 'REVIEW_EMPTY'
  | 'TOO_MANY_REVIEWS'
  | 'TOO_MANY_REPORTS';

/** New reviews and reports a member may write per hour (floods are refused with 429). */
export const reviewsPerHour = 10;
export const reportsPerHour = 20;

/** The roles JSON column holds "moderator"; a damaged value is a plain member. */
export function isModerator(actor: Actor): boolean {
  if (actor === null) return false;
  try {
    const roles: unknown = JSON.parse(actor.roles);
    return Array.isArray(roles) && roles.includes('moderator');
  } catch {
    return false;
  }
}

/** Reviews of active recipes are seen by everyone; a hidden review by its author and moderators. */
export function canSeeReview(viewer: Actor, review: ReviewFacts): boolean {
  if (!review.recipe.active && viewer?.id !== review.recipe.authorId) return false;
  return !review.hidden || viewer?.id === review.userId || isModerator(viewer);
}

export function writeRefusal(
  actor: Actor,
  recipe: ReviewedRecipe | undefined,
  content: { hasContent: boolean; recentReviews: number },
): ReviewRefusal | null {
  if (actor === null) return 'UNAUTHENTICATED';
  if (!recipe || !recipe.active) return 'RECIPE_NOT_FOUND';
  if (actor.id === recipe.authorId) return 'OWN_RECIPE';
  if (!content.hasContent) return 'REVIEW_EMPTY';
  if (content.recentReviews >= reviewsPerHour) return 'TOO_MANY_REVIEWS';
  return null;
}

export function editRefusal(actor: Actor, review: ReviewFacts | undefined): ReviewRefusal | null {
  if (actor === null) return 'UNAUTHENTICATED';
  if (!review || !canSeeReview(actor, review)) return 'REVIEW_NOT_FOUND';
  if (actor.id !== review.userId) return 'NOT_REVIEW_AUTHOR';
  return null;
}

export function deleteRefusal(actor: Actor, review: ReviewFacts | undefined): ReviewRefusal | null {
  if (actor === null) return 'UNAUTHENTICATED';
  if (!review || !canSeeReview(actor, review)) return 'REVIEW_NOT_FOUND';
  if (actor.id !== review.userId && !isModerator(actor)) return 'NOT_REVIEW_AUTHOR';
  return null;
}

export function replyRefusal(actor: Actor, review: ReviewFacts | undefined): ReviewRefusal | null {
  if (actor === null) return 'UNAUTHENTICATED';
  if (!review || !canSeeReview(actor, review)) return 'REVIEW_NOT_FOUND';
  if (actor.id !== review.recipe.authorId) return 'NOT_RECIPE_AUTHOR';
  return null;
}

/** Helpful votes and reports: any signed-in member but the review's author. */
export function voteRefusal(actor: Actor, review: ReviewFacts | undefined): ReviewRefusal | null {
  if (actor === null) return 'UNAUTHENTICATED';
  if (!review || !canSeeReview(actor, review)) return 'REVIEW_NOT_FOUND';
  if (actor.id === review.userId) return 'OWN_REVIEW';
  return null;
}

export function reportRefusal(
  actor: Actor,
  review: ReviewFacts | undefined,
  recentReports: number,
): ReviewRefusal | null {
  const refusal = voteRefusal(actor, review);
  if (refusal) return refusal;
  return recentReports >= reportsPerHour ? 'TOO_MANY_REPORTS' : null;
}

export function moderateRefusal(actor: Actor): ReviewRefusal | null {
  if (actor === null) return 'UNAUTHENTICATED';
  return isModerator(actor) ? null : 'NOT_MODERATOR';
}

/** Open reports from this many members hide the review until a moderator decides. */
export function hiddenByReports(openReports: number): boolean {
  return openReports >= reviewHideThreshold;
}
