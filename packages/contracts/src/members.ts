import { z } from 'zod';

/** A member's public page: never the e-mail address or the username. */
export const PublicMemberSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profilePicture: z.string().nullable(),
  createdAt: z.string(),
  /** Recipes the viewer can see: active ones, and for the member themselves also inactive ones. */
  recipeCount: z.number().int(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  /** Present only for a signed-in viewer: whether they follow this member. */
  followedByMe: z.boolean().optional(),
});
export type PublicMember = z.infer<typeof PublicMemberSchema>;

/** One entry of a followers or following list. */
export const MemberSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  profilePicture: z.string().nullable(),
});
export type MemberSummary = z.infer<typeof MemberSummarySchema>;
