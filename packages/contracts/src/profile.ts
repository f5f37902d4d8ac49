import { z } from 'zod';
import { RegisterBodySchema, UserSchema } from './accounts.ts';
import { minPasswordLength } from './limits.ts';
import { RecipeSchema } from './recipes.ts';

/** Fields left out stay as they are; an e-mail address already in use answers 409. */
export const UpdateProfileBodySchema = z.object({
  name: RegisterBodySchema.shape.name.optional(),
  email: RegisterBodySchema.shape.email.optional(),
});
export type UpdateProfileBody = z.infer<typeof UpdateProfileBodySchema>;

/** `currentPassword` is required when the member has one; a member who signed up through a provider may set a first one without it. */
export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1).max(200).optional(),
  newPassword: z.string().min(minPasswordLength).max(200),
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

/** `confirm: true` always; `password` too when the member has one. */
export const DeleteAccountBodySchema = z.object({
  password: z.string().min(1).max(200).optional(),
  confirm: z.literal(true),
});
export type DeleteAccountBody = z.infer<typeof DeleteAccountBodySchema>;

/** How the member can sign in: the Edit Profile form needs to know whether a password exists. */
export const SignInMethodsSchema = z.object({
  password: z.boolean(),
  facebook: z.boolean(),
  google: z.boolean(),
});
export type SignInMethods = z.infer<typeof SignInMethodsSchema>;

const FollowEntrySchema = z.object({ id: z.number().int(), name: z.string(), since: z.string() });

/** Everything the site keeps about a member, as "download my data" hands it out. */
export const DataExportSchema = z.object({
  exportedAt: z.string(),
  profile: UserSchema.extend({ signInMethods: SignInMethodsSchema }),
  recipes: z.array(RecipeSchema),
  ratings: z.array(
    z.object({
      recipeId: z.number().int(),
      recipeName: z.string(),
      rating: z.number().int(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
  ),
  favorites: z.array(z.object({ recipeId: z.number().int(), recipeName: z.string(), createdAt: z.string() })),
  following: z.array(FollowEntrySchema),
  followers: z.array(FollowEntrySchema),
});
export type DataExport = z.infer<typeof DataExportSchema>;
