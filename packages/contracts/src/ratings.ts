import { z } from 'zod';
import { IdSchema } from './common.ts';
import { maxRating, minRating } from './limits.ts';

export const RatingSchema = z.object({
  id: z.number().int(),
  rating: z.number().int(),
  recipeId: z.number().int(),
  userId: z.number().int(),
});
export type Rating = z.infer<typeof RatingSchema>;

export const RatingBodySchema = z.object({
  rating: z.number().int().min(minRating).max(maxRating),
  recipeId: IdSchema,
  userId: IdSchema,
});
export type RatingBody = z.infer<typeof RatingBodySchema>;

/** A rating change answers the rating and the recipe's fresh aggregate. */
export const RatingResponseSchema = RatingSchema.extend({
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
});
export type RatingResponse = z.infer<typeof RatingResponseSchema>;

/** The signed-in member's own rating of one recipe, or null (after a refused first rating: decision 0034). */
export const OwnRatingSchema = z.object({ rating: RatingSchema.nullable() });
export type OwnRating = z.infer<typeof OwnRatingSchema>;

/** Every rating of the signed-in member, by recipe id (part of their personal answer: decision 0034). */
export const OwnRatingsSchema = z.array(RatingSchema);
export type OwnRatings = z.infer<typeof OwnRatingsSchema>;
