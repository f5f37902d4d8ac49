import { z } from 'zod';
import { EmailInputSchema, EmailOutputSchema } from './common.ts';
import { minPasswordLength, usernamePattern } from './limits.ts';

/** Refinement messages are message keys: the server translates them (apps/server/src/http/messages.ts). */
export const RegisterBodySchema = z.object({
  username: z.string().trim().toLowerCase().regex(usernamePattern, 'USERNAME_FORMAT'),
  email: EmailInputSchema,
  password: z.string().min(minPasswordLength).max(200),
  name: z.string().trim().min(1).max(100),
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

export const AuthenticateBodySchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(200),
});
export type AuthenticateBody = z.infer<typeof AuthenticateBodySchema>;

export const UserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: EmailOutputSchema,
  profilePicture: z.string().nullable(),
  createdAt: z.string(),
  favoriteCount: z.number().int(),
  followersCount: z.number().int(),
  followingCount: z.number().int(),
  roles: z.array(z.string()),
});
export type User = z.infer<typeof UserSchema>;

/** What a successful sign-in answers; the web client stores it whole in local storage. */
export const AuthResponseSchema = UserSchema.extend({ token: z.string() });
export type AuthResponse = z.infer<typeof AuthResponseSchema>;

/**
 * Either a user access token (`facebookToken`, the implicit flow) or an authorization `code` with
 * the exact `redirectUri` it was issued for, which the server exchanges itself. `name` and `email`
 * are accepted for older clients and ignored: only what Facebook confirms counts.
 */
export const FacebookLoginBodySchema = z
  .object({
    facebookToken: z.string().min(1).max(4096).optional(),
    code: z.string().min(1).max(4096).optional(),
    redirectUri: z
      .url({ protocol: /^https?$/ })
      .max(2000)
      .optional(),
    name: z.string().max(200).optional(),
    email: z.string().max(254).meta({ format: 'email' }).optional(),
  })
  .superRefine((body, ctx) => {
    if (body.facebookToken !== undefined && body.code !== undefined) {
      ctx.addIssue({ code: 'custom', path: ['code'], message: 'FACEBOOK_NOT_BOTH' });
    } else if (body.facebookToken === undefined && body.code === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['facebookToken'],
        message: 'FACEBOOK_TOKEN_OR_CODE',
      });
    } else if (body.code !== undefined && body.redirectUri === undefined) {
      ctx.addIssue({ code: 'custom', path: ['redirectUri'], message: 'REDIRECT_URI_WITH_CODE' });
    }
  });
export type FacebookLoginBody = z.infer<typeof FacebookLoginBodySchema>;

export const SocialLoginResponseSchema = z.object({ token: z.string(), user: UserSchema });
export type SocialLoginResponse = z.infer<typeof SocialLoginResponseSchema>;

/** Public view of a member (author pages); never includes e-mail. */
export const AuthorSchema = z.object({ id: z.number().int(), name: z.string() });
export type Author = z.infer<typeof AuthorSchema>;
