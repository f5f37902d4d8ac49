import type { ContactBody, Language, SubscribeBody } from '@recipes/contracts';
import { nowIso } from '../../db/database.ts';
import type { ServiceDeps } from '../../services.ts';
import type { Mail } from './mailer.ts';
import { contactNotification, subscriptionConfirmation } from './site.mails.ts';
import { insertContactMessage, insertSubscriber } from './site.repository.ts';

export function createSiteService(deps: ServiceDeps) {
  /**
   * What is stored stays stored when mail fails (SMTP down): the failure is logged, not shown.
   * The mailer is read from deps on each send, so one wired at start-up is always used.
   */
  async function sendQuietly(mail: Mail, purpose: string): Promise<void> {
    try {
      await deps.mailer.send(mail);
    } catch (error) {
      deps.log.error({ err: error, purpose }, 'mail could not be sent');
    }
  }

  return {
    /**
     * Adds the address to the mailing list and confirms by mail in the visitor's language. An
     * address already on the list gets no second mail, so nobody can flood an inbox through us.
     */
    async subscribe(body: SubscribeBody, language: Language): Promise<{ created: boolean }> {
      const created = await insertSubscriber(deps.db, { email: body.email, source: body.source, now: nowIso() });
      if (created) {
        await sendQuietly(subscriptionConfirmation(body.email, language, deps.config.publicUrl), 'subscription');
      }
      return { created };
    },

    /** Stores a contact message and notifies the site's own mailbox. */
    async contact(body: ContactBody): Promise<{ id: number; createdAt: string }> {
      const stored = await insertContactMessage(deps.db, { ...body, now: nowIso() });
      await sendQuietly(contactNotification(deps.config.mailFrom, { ...body, ...stored }), 'contact');
      return stored;
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
