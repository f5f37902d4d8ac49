import type { ContactBody } from '@recipes/contracts';
import { renderMail } from '../mail-links/mail-layout.ts';
import type { Mail } from './mailer.ts';

/**
 * Tells the site's own mailbox about a contact message; the team reads these in English. Answering
 * it answers the sender (Reply-To), never the site's no-reply address.
 */
export function contactNotification(to: string, message: ContactBody & { id: number; createdAt: string }): Mail {
  const content = {
    greeting: `Message #${message.id}, received ${message.createdAt}`,
    paragraphs: [`From: ${message.name} <${message.email}>\nSubject: ${message.subject}`, message.message],
    footer: ['Reply to this mail to answer the sender.'],
  };
  return {
    to,
    replyTo: message.email,
    // A header line must not carry the sender's line breaks.
    subject: `Contact form (${message.subject}): ${message.name.replace(/\s+/g, ' ')}`,
    ...renderMail(content, 'en'),
  };
}
