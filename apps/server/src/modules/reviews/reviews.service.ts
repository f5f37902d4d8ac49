import type {
  ModerationReport,
  Review,
  ReviewBody,
  ReviewListQuery,
  ReviewPhoto,
  ReviewReplyBody,
  ReviewReportBody,
} from '@recipes/contracts';
import { nowIso } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { isUniqueViolation } from '../../db/constraint-violations.ts';
import { conflict, DomainError, forbidden, invalid, notFound, unauthenticated } from '../../domain-errors.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { contentChange, tag, type ContentChange } from '../freshness/content-change.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import type { RatingsService } from '../ratings/ratings.service.ts';
import type { ChangeFeed } from '../freshness/change-feed.ts';
import {
  deleteRefusal,
  editRefusal,
  hiddenByReports,
  moderateRefusal,
  replyRefusal,
  reportRefusal,
  voteRefusal,
  writeRefusal,
  type ReviewRefusal,
} from './reviews.policy.ts';
import * as repo from './reviews.repository.ts';

function refusalError(refusal: ReviewRefusal): DomainError {
  switch (refusal) {
    case 'UNAUTHENTICATED':
      return unauthenticated();
    case 'RECIPE_NOT_FOUND':
      return notFound('RECIPE_NOT_FOUND');
    case 'REVIEW_NOT_FOUND':
      return notFound('REVIEW_NOT_FOUND');
    case 'OWN_RECIPE':
      return forbidden('CANNOT_REVIEW_OWN_RECIPE');
    case 'OWN_REVIEW':
      return forbidden('CANNOT_VOTE_OWN_REVIEW');
    case 'NOT_REVIEW_AUTHOR':
    case 'NOT_RECIPE_AUTHOR':
    case 'NOT_MODERATOR':
      return forbidden();
    case 'REVIEW_EMPTY':
      return invalid('REVIEW_EMPTY');
    case 'TOO_MANY_REVIEWS':
    case 'TOO_MANY_REPORTS':
      return new DomainError('RATE_LIMITED', refusal);
  }
}

function refuse(refusal: ReviewRefusal | null): void {
  if (refusal) throw refusalError(refusal);
}

const hourAgo = () => new Date(Date.now() - 60 * 60 * 1000).toISOString();

export function createReviewsService(
  deps: ServiceDeps & { changes: ChangeFeed<ContentChange>; ratings: RatingsService; photos: PhotosService },
) {
  const { db, changes, ratings, photos } = deps;

  /**
   * Reviews show on their recipe's page and their counts on its cards: the counters are refreshed
   * and the recipe's cached copies dropped.
   */
  async function touched(recipeId: number): Promise<void> {
    await repo.refreshReviewCounts(db, recipeId);
    changes.notify(contentChange([tag.recipe(recipeId)]));
  }

  /** The caller's own uploads only; anything else is a translated 400 naming the photo. */
  function ownPhotos(user: UserRow, urls: readonly string[]): ReviewPhoto[] {
    return urls.map((url, index) => {
      const photo = photos.ownPhoto(user.id, url);
      if (!photo) throw invalid('REVIEW_PHOTO_NOT_OWN', [{ field: `photos.${index}`, text: 'REVIEW_PHOTO_NOT_OWN' }]);
      return photo;
    });
  }

  async function factsOf(reviewId: number) {
    return repo.findReviewFacts(db, reviewId);
  }

  return {
    async list(recipeId: number, query: ReviewListQuery, viewer: UserRow | null) {
      const recipe = await repo.findReviewedRecipe(db, recipeId);
      if (!recipe || (!recipe.active && viewer?.id !== recipe.authorId)) throw notFound('RECIPE_NOT_FOUND');
      return repo.listVisibleReviews(db, recipeId, query);
    },

    async create(user: UserRow, recipeId: number, body: ReviewBody): Promise<Review> {
      const text = body.text ? body.text : null;
      const urls = body.photos ?? [];
      const recipe = await repo.findReviewedRecipe(db, recipeId);
      const recentReviews = await repo.countRecent(db, 'reviews', user.id, hourAgo());
      const hasContent = body.rating != null || text !== null || urls.length > 0;
      refuse(writeRefusal(user, recipe, { hasContent, recentReviews }));
      const reviewPhotos = ownPhotos(user, urls);
      // The review and its stars are one write: a refused rating leaves no review without stars.
      let written: { id: number; announce: () => void };
      try {
        written = await db.transaction().execute(async (tx) => {
          const id = await repo.insertReview(tx, {
            recipeId,
            userId: user.id,
            text,
            photos: reviewPhotos,
            cooked: body.cooked ?? false,
            now: nowIso(),
          });
          // The stars are the member's rating: written through the ratings service (one truth).
          const rated = body.rating != null ? await ratings.setOwnIn(tx, user, recipeId, body.rating) : null;
          return { id, announce: () => rated?.announce() };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('REVIEW_EXISTS');
        throw error;
      }
      const { id } = written;
      written.announce();
      await touched(recipeId);
      return repo.getReview(db, id).then(({ hidden: _hidden, ...review }) => review);
    },

    async update(user: UserRow, reviewId: number, body: ReviewBody): Promise<Review> {
      const facts = await factsOf(reviewId);
      refuse(editRefusal(user, facts));
      const reviewPhotos = body.photos === undefined ? undefined : ownPhotos(user, body.photos);
      const announce = await db.transaction().execute(async (tx) => {
        await repo.updateReview(
          tx,
          reviewId,
          {
            ...(body.text !== undefined ? { text: body.text ? body.text : null } : {}),
            ...(reviewPhotos ? { photos: reviewPhotos } : {}),
            ...(body.cooked !== undefined ? { cooked: body.cooked } : {}),
          },
          nowIso(),
        );
        const rated = body.rating != null ? await ratings.setOwnIn(tx, user, facts!.recipeId, body.rating) : null;
        return () => rated?.announce();
      });
      announce();
      await touched(facts!.recipeId);
      return repo.getReview(db, reviewId).then(({ hidden: _hidden, ...review }) => review);
    },

    async remove(user: UserRow, reviewId: number): Promise<void> {
      const facts = await factsOf(reviewId);
      refuse(deleteRefusal(user, facts));
      await repo.deleteReview(db, reviewId);
      await touched(facts!.recipeId);
    },

    async reply(user: UserRow, reviewId: number, body: ReviewReplyBody): Promise<Review> {
      const facts = await factsOf(reviewId);
      refuse(replyRefusal(user, facts));
      await repo.setReply(db, reviewId, body.text, nowIso());
      await touched(facts!.recipeId);
      return repo.getReview(db, reviewId).then(({ hidden: _hidden, ...review }) => review);
    },

    async vote(user: UserRow, reviewId: number, on: boolean): Promise<void> {
      const facts = await factsOf(reviewId);
      refuse(voteRefusal(user, facts));
      await db.transaction().execute((tx) => repo.setVote(tx, reviewId, user.id, on, nowIso()));
      await touched(facts!.recipeId);
    },

    async report(user: UserRow, reviewId: number, body: ReviewReportBody): Promise<void> {
      const facts = await factsOf(reviewId);
      refuse(reportRefusal(user, facts, await repo.countRecent(db, 'review_reports', user.id, hourAgo())));
      const hidden = await db.transaction().execute(async (tx) => {
        const stored = await repo.insertReport(tx, {
          reviewId,
          userId: user.id,
          reason: body.reason,
          note: body.note ? body.note : null,
          now: nowIso(),
        });
        if (!stored) throw conflict('REVIEW_ALREADY_REPORTED');
        if (!hiddenByReports(await repo.countOpenReports(tx, reviewId))) return false;
        await repo.hideReview(tx, reviewId);
        return true;
      });
      if (hidden) await touched(facts!.recipeId);
    },

    async openReports(user: UserRow): Promise<ModerationReport[]> {
      refuse(moderateRefusal(user));
      const rows = await repo.listOpenReports(db);
      const reviews = new Map<number, Awaited<ReturnType<typeof repo.getReview>>>();
      for (const id of new Set(rows.map((row) => row.review_id))) reviews.set(id, await repo.getReview(db, id));
      return rows.map((row) => ({
        id: row.id,
        reason: row.reason as ModerationReport['reason'],
        note: row.note,
        createdAt: row.created_at,
        review: reviews.get(row.review_id)!,
      }));
    },

    async moderate(user: UserRow, reviewId: number, hidden: boolean): Promise<void> {
      refuse(moderateRefusal(user));
      const facts = await factsOf(reviewId);
      if (!facts) throw notFound('REVIEW_NOT_FOUND');
      await db.transaction().execute((tx) => repo.moderate(tx, reviewId, hidden, nowIso()));
      await touched(facts.recipeId);
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
