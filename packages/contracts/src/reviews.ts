import { z } from 'zod';
import { PaginationQuerySchema } from './common.ts';
import { maxRating, minRating } from './limits.ts';

/** Reviews, cooks' photos and moderation (CONTRACT "Reviews, cooks' photos, moderation"). */
export const maxReviewTextLength = 2000;
export const maxReviewPhotos = 3;
export const reviewReportReasons = ['spam', 'offensive', 'off-topic', 'other'] as const;
/** Reports from this many members hide a review until a moderator decides. */
export const reviewHideThreshold = 3;

export const ReviewPhotoSchema = z.object({ image: z.string(), thumbnail: z.string() });
export type ReviewPhoto = z.infer<typeof ReviewPhotoSchema>;

export const ReviewSchema = z.object({
  id: z.number().int(),
  recipeId: z.number().int(),
  author: z.object({ id: z.number().int(), name: z.string(), profilePicture: z.string().nullable() }),
  rating: z.number().int().nullable(),
  text: z.string().nullable(),
  photos: z.array(ReviewPhotoSchema),
  cooked: z.boolean(),
  helpfulCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  reply: z.object({ text: z.string(), createdAt: z.string() }).nullable(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListQuerySchema = PaginationQuerySchema.extend({
  sort: z.enum(['helpful', 'newest']).default('helpful'),
});
export type ReviewListQuery = z.infer<typeof ReviewListQuerySchema>;

/** Photos are sent as the image addresses an upload answered (the caller's own, at most 3). */
export const ReviewBodySchema = z.object({
  rating: z.number().int().min(minRating).max(maxRating).nullish(),
  text: z.string().trim().max(maxReviewTextLength).nullish(),
  photos: z.array(z.string().max(1000)).max(maxReviewPhotos).optional(),
  cooked: z.boolean().optional(),
});
export type ReviewBody = z.infer<typeof ReviewBodySchema>;

export const ReviewReplyBodySchema = z.object({ text: z.string().trim().min(1).max(maxReviewTextLength) });
export type ReviewReplyBody = z.infer<typeof ReviewReplyBodySchema>;

export const ReviewReportBodySchema = z.object({
  reason: z.enum(reviewReportReasons),
  note: z.string().trim().max(500).optional(),
});
export type ReviewReportBody = z.infer<typeof ReviewReportBodySchema>;

export const ModerationReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(reviewReportReasons),
  note: z.string().nullable(),
  createdAt: z.string(),
  review: ReviewSchema.extend({ hidden: z.boolean() }),
});
export type ModerationReport = z.infer<typeof ModerationReportSchema>;
