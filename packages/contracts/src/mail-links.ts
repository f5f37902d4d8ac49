import { z } from 'zod';

/** The token in a confirm or unsubscribe link of one of the site's mails: base64url, as the server makes them. */
export const MailLinkQuerySchema = z.object({
  token: z.string().regex(/^[\w-]{1,200}$/, 'MAIL_LINK_TOKEN'),
});
export type MailLinkQuery = z.infer<typeof MailLinkQuerySchema>;

export const UnsubscribeResponseSchema = z.object({
  /** Always true: an unknown or used link means the address is not on the list (any more). */
  unsubscribed: z.literal(true),
});
