import { z } from 'zod';
import { EmailInputSchema, EmailOutputSchema } from './common.ts';
import { contactSubjects } from './limits.ts';

export const SubscribeBodySchema = z.object({
  email: EmailInputSchema,
  source: z.string().trim().max(50).default('homepage'),
});
export type SubscribeBody = z.infer<typeof SubscribeBodySchema>;

/**
 * subscribed: true once the address is confirmed; a new or pending address gets a confirm link by
 * mail and stays unsubscribed (false) until the link is opened (double opt-in).
 */
export const SubscribeResponseSchema = z.object({ email: EmailOutputSchema, subscribed: z.boolean() });
export type SubscribeResponse = z.infer<typeof SubscribeResponseSchema>;

export const ContactBodySchema = z.object({
  name: z.string().trim().min(1).max(100),
  email: EmailInputSchema,
  subject: z.enum(contactSubjects),
  message: z.string().trim().min(1).max(5000),
});
export type ContactBody = z.infer<typeof ContactBodySchema>;
export const ContactResponseSchema = z.object({ id: z.number().int(), createdAt: z.string() });
