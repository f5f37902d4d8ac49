import { z } from 'zod';
import { ReviewPhotoSchema, type Review, type ReviewPhoto } from '@recipes/contracts';
import type { ExpressionBuilder } from 'kysely';
import type { Executor } from '../../db/database.ts';
import type { DB } from '../../db/schema.ts';
import type { ReviewedRecipe, ReviewFacts } from './reviews.policy.ts';

const PhotosSchema = z.array(ReviewPhotoSchema);

function parsePhotos(json: string): ReviewPhoto[] {
  try {
    const photos = PhotosSchema.safeParse(JSON.parse(json));
    return photos.success ? photos.data : [];
  } catch {
    return [];
  }
}

export async function findReviewedRecipe(db: Executor, recipeId: number): Promise<ReviewedRecipe | undefined> {
  const row = await db
    .selectFrom('recipes')
    .select(['created_by_user_id', 'active'])
    .where('id', '=', recipeId)
    .executeTakeFirst();
  return row ? { authorId: row.created_by_user_id, active: row.active === 1 } : undefined;
}

export async function findReviewFacts(
  db: Executor,
  reviewId: number,
): Promise<(ReviewFacts & { recipeId: number }) | undefined> {
  const row = await db
    .selectFrom('reviews')
    .innerJoin('recipes', 'recipes.id', 'reviews.recipe_id')
    .select(['reviews.user_id', 'reviews.hidden', 'reviews.recipe_id', 'recipes.created_by_user_id', 'recipes.active'])
    .where('reviews.id', '=', reviewId)
    .executeTakeFirst();
  return row
    ? {
        userId: row.user_id,
        hidden: row.hidden === 1,
        recipeId: row.recipe_id,
        recipe: { authorId: row.created_by_user_id, active: row.active === 1 },
      }
    : undefined;
}

function selectReviews(db: Executor) {
  return db
    .selectFrom('reviews')
    .innerJoin('users', 'users.id', 'reviews.user_id')
    .leftJoin('ratings', (join) =>
      join.onRef('ratings.recipe_id', '=', 'reviews.recipe_id').onRef('ratings.user_id', '=', 'reviews.user_id'),
    )
    .select([
      'reviews.id',
      'reviews.recipe_id',
      'reviews.user_id',
      'users.name',
      'users.profile_picture',
      'ratings.rating',
      'reviews.text',
      'reviews.photos',
      'reviews.cooked',
      'reviews.helpful_count',
      'reviews.hidden',
      'reviews.created_at',
      'reviews.updated_at',
      'reviews.reply_text',
      'reviews.reply_at',
    ]);
}
type ReviewSelection = Awaited<ReturnType<ReturnType<typeof selectReviews>['executeTakeFirstOrThrow']>>;

export function toReview(row: ReviewSelection): Review {
  return {
    id: row.id,
    recipeId: row.recipe_id,
    author: { id: row.user_id, name: row.name, profilePicture: row.profile_picture },
    rating: row.rating ?? null,
    text: row.text,
    photos: parsePhotos(row.photos),
    cooked: row.cooked === 1,
    helpfulCount: row.helpful_count,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    reply: row.reply_text !== null && row.reply_at !== null ? { text: row.reply_text, createdAt: row.reply_at } : null,
  };
}

export async function getReview(db: Executor, reviewId: number): Promise<Review & { hidden: boolean }> {
  const row = await selectReviews(db).where('reviews.id', '=', reviewId).executeTakeFirstOrThrow();
  return { ...toReview(row), hidden: row.hidden === 1 };
}

export async function listVisibleReviews(
  db: Executor,
  recipeId: number,
  query: { sort: 'helpful' | 'newest'; page: number; pageSize: number },
): Promise<{ items: Review[]; total: number }> {
  const base = selectReviews(db).where('reviews.recipe_id', '=', recipeId).where('reviews.hidden', '=', 0);
  const ordered =
    query.sort === 'helpful'
      ? base.orderBy('reviews.helpful_count', 'desc').orderBy('reviews.created_at', 'desc')
      : base.orderBy('reviews.created_at', 'desc');
  const rows = await ordered
    .orderBy('reviews.id', 'desc')
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .execute();
  const { count } = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('recipe_id', '=', recipeId)
    .where('hidden', '=', 0)
    .executeTakeFirstOrThrow();
  return { items: rows.map(toReview), total: Number(count) };
}

export interface ReviewValues {
  text: string | null;
  photos: ReviewPhoto[];
  cooked: boolean;
}

export async function insertReview(
  db: Executor,
  values: ReviewValues & { recipeId: number; userId: number; now: string },
): Promise<number> {
  const { id } = await db
    .insertInto('reviews')
    .values({
      recipe_id: values.recipeId,
      user_id: values.userId,
      text: values.text,
      photos: JSON.stringify(values.photos),
      cooked: values.cooked ? 1 : 0,
      created_at: values.now,
      updated_at: values.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateReview(db: Executor, reviewId: number, values: Partial<ReviewValues>, now: string) {
  await db
    .updateTable('reviews')
    .set({
      ...(values.text !== undefined ? { text: values.text } : {}),
      ...(values.photos !== undefined ? { photos: JSON.stringify(values.photos) } : {}),
      ...(values.cooked !== undefined ? { cooked: values.cooked ? 1 : 0 } : {}),
      updated_at: now,
    })
    .where('id', '=', reviewId)
    .execute();
}

export async function deleteReview(db: Executor, reviewId: number): Promise<void> {
  await db.deleteFrom('reviews').where('id', '=', reviewId).execute();
}

export async function setReply(db: Executor, reviewId: number, text: string, now: string): Promise<void> {
  await db.updateTable('reviews').set({ reply_text: text, reply_at: now }).where('id', '=', reviewId).execute();
}

/** Stores the vote once (a second one changes nothing) and refreshes the review's count. */
export async function setVote(db: Executor, reviewId: number, userId: number, on: boolean, now: string) {
  if (on) {
    await db
      .insertInto('review_votes')
      .values({ review_id: reviewId, user_id: userId, created_at: now })
      .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
      .execute();
  } else {
    await db.deleteFrom('review_votes').where('review_id', '=', reviewId).where('user_id', '=', userId).execute();
  }
  await db
    .updateTable('reviews')
    .set((eb) => ({
      helpful_count: eb
        .selectFrom('review_votes')
        .select((inner) => inner.fn.countAll<number>().as('n'))
        .where('review_votes.review_id', '=', reviewId),
    }))
    .where('id', '=', reviewId)
    .execute();
}

/** Stores a report once per member; answers false when the member had reported it already. */
export async function insertReport(
  db: Executor,
  report: { reviewId: number; userId: number; reason: string; note: string | null; now: string },
): Promise<boolean> {
  const inserted = await db
    .insertInto('review_reports')
    .values({
      review_id: report.reviewId,
      user_id: report.userId,
      reason: report.reason,
      note: report.note,
      created_at: report.now,
    })
    .onConflict((oc) => oc.columns(['review_id', 'user_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function countOpenReports(db: Executor, reviewId: number): Promise<number> {
  const { count } = await db
    .selectFrom('review_reports')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('review_id', '=', reviewId)
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** A moderator's decision: the review hidden or shown, its open reports closed. */
export async function moderate(db: Executor, reviewId: number, hidden: boolean, now: string): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ hidden: hidden ? 1 : 0, moderated_at: now })
    .where('id', '=', reviewId)
    .execute();
  await db
    .updateTable('review_reports')
    .set({ resolved_at: now })
    .where('review_id', '=', reviewId)
    .where('resolved_at', 'is', null)
    .execute();
}

export async function hideReview(db: Executor, reviewId: number): Promise<void> {
  await db.updateTable('reviews').set({ hidden: 1 }).where('id', '=', reviewId).execute();
}

export async function countRecent(
  db: Executor,
  table: 'reviews' | 'review_reports',
  userId: number,
  since: string,
): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export async function listOpenReports(db: Executor, limit = 100) {
  return db
    .selectFrom('review_reports')
    .select(['id', 'review_id', 'reason', 'note', 'created_at'])
    .where('resolved_at', 'is', null)
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .limit(limit)
    .execute();
}

/** Refreshes the recipe's counters of visible reviews and of those that say "I cooked it". */
export async function refreshReviewCounts(db: Executor, recipeId: number): Promise<void> {
  const visible = (eb: ExpressionBuilder<DB, 'recipes'>) =>
    eb.selectFrom('reviews').where('reviews.recipe_id', '=', recipeId).where('reviews.hidden', '=', 0);
  await db
    .updateTable('recipes')
    .set((eb) => ({
      review_count: visible(eb).select((inner) => inner.fn.countAll<number>().as('n')),
      cooked_count: visible(eb)
        .where('reviews.cooked', '=', 1)
        .select((inner) => inner.fn.countAll<number>().as('n')),
    }))
    .where('id', '=', recipeId)
    .execute();
}
