import { z } from 'zod';

/** The token in a confirm or unsubscribe link of one of the site's mails. */
export const MailLinkQuerySchema = z.object({ token: z.string().min(1).max(200) });
export type MailLinkQuery = z.infer<typeof MailLinkQuerySchema>;

export const UnsubscribeResponseSchema = z.object({
  /** Always true: an unknown or used link means the address is not on the list (any more). */
  unsubscribed: z.literal(true),
});
