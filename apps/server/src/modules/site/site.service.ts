import type { ContactBody } from '@recipes/contracts';
import { nowIso } from '../../db/database.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { sendQuietly } from '../mail-links/newsletter.service.ts';
import { contactNotification } from './site.mails.ts';
import { insertContactMessage } from './site.repository.ts';

export function createSiteService(deps: ServiceDeps) {
  return {
    /** Stores a contact message and notifies the site's own mailbox; a mail failure is logged, not shown. */
    async contact(body: ContactBody): Promise<{ id: number; createdAt: string }> {
      const stored = await insertContactMessage(deps.db, { ...body, now: nowIso() });
      await sendQuietly(deps, contactNotification(deps.config.mailFrom, { ...body, ...stored }), 'contact');
      return stored;
    },
  };
}
export type SiteService = ReturnType<typeof createSiteService>;
