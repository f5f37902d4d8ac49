import { z } from 'zod';
import { FavoriteIdsSchema } from './favorites.ts';
import { UnitSystemSchema } from './kitchen.ts';
import { OwnRatingsSchema } from './ratings.ts';

/**
 * What pages show of the signed-in member, in one answer: asked once per browser tab session and
 * kept there, updated by the member's own changes, so a page view needs no personal request of
 * its own (decision 0034).
 */
export const PersonalStateSchema = z.object({
  favoriteIds: FavoriteIdsSchema,
  ratings: OwnRatingsSchema,
  unitSystem: UnitSystemSchema.nullable(),
});
export type PersonalState = z.infer<typeof PersonalStateSchema>;
