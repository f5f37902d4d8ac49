import { z } from 'zod';
import { IdSchema } from './common.ts';

export const FavoriteParamsSchema = z.object({ recipeId: IdSchema });

/** The answer to adding or removing a favorite: the heart's new state and the caller's new total. */
export const FavoriteStateSchema = z.object({
  recipeId: z.number().int(),
  favorited: z.boolean(),
  /** How many favorites the caller now has (the profile's count). */
  favoriteCount: z.number().int(),
});
export type FavoriteState = z.infer<typeof FavoriteStateSchema>;

/** Every recipe id the caller has favorited, for drawing hearts on cards. */
export const FavoriteIdsSchema = z.array(z.number().int());
