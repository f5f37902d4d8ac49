import { z } from 'zod';

/** Which social sign-in buttons the site may show: a provider without settings is null / false. */
export const AuthProvidersSchema = z.object({
  facebook: z
    .object({
      appId: z.string(),
      /** Facebook's login dialog; send the browser there with client_id, redirect_uri, state, scope. */
      dialogUrl: z.string(),
    })
    .nullable(),
  google: z.boolean(),
});
export type AuthProviders = z.infer<typeof AuthProvidersSchema>;

/** The one-time ticket the Google callback hands to the web page's /auth/callback. */
export const LoginTicketBodySchema = z.object({ ticket: z.string().min(1).max(200) });
export type LoginTicketBody = z.infer<typeof LoginTicketBodySchema>;

export const GoogleStartQuerySchema = z.object({
  /** A path on this site to return to after signing in; anything else means "/". */
  redirectTo: z.string().max(2000).optional(),
});

export const GoogleCallbackQuerySchema = z.object({
  code: z.string().max(4096).optional(),
  state: z.string().max(200).optional(),
  /** Set by the provider when the person cancelled or the request was refused. */
  error: z.string().max(200).optional(),
});
