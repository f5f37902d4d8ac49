import type { Language } from '@recipes/contracts';
import type { ServiceDeps } from '../../service-deps.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';
import { renderMail } from './mail-layout.ts';
import { confirmLinkTtlMs, mailLinks } from './mail-links.ts';
import { mailTexts } from './mail-texts.ts';
import { sendQuietly } from './newsletter.service.ts';

/**
 * Registration's confirm link: proves the address belongs to the member. Only the token's hash is
 * stored; opening the link marks users.email_verified, and only while the address is still theirs.
 */
export function createEmailConfirmations(deps: ServiceDeps) {
  const links = mailLinks(deps.config);
  return {
    /** Stores a fresh link for the member's address and mails it (after any transaction that made the member). */
    async send(member: { id: number; email: string; name: string }, language: Language): Promise<void> {
      const { db } = deps;
      const token = newToken();
      const now = Date.now();
      await db.deleteFrom('email_confirmations').where('expires_at', '<', new Date(now).toISOString()).execute();
      await db
        .insertInto('email_confirmations')
        .values({
          token_hash: hashToken(token),
          user_id: member.id,
          email: member.email,
          created_at: new Date(now).toISOString(),
          expires_at: new Date(now + confirmLinkTtlMs).toISOString(),
        })
        .execute();
      const texts = mailTexts[language].registerConfirm;
      await sendQuietly(
        deps,
        {
          to: member.email,
          subject: texts.subject,
          ...renderMail(texts.content(member.name, links.emailConfirm(token)), language),
        },
        'e-mail confirmation',
      );
    },

    /** Opening the link: true when it confirmed an address (once; a changed address is not confirmed). */
    async confirm(token: string): Promise<boolean> {
      return deps.db.transaction().execute(async (tx) => {
        const row = await tx
          .deleteFrom('email_confirmations')
          .where('token_hash', '=', hashToken(token))
          .returning(['user_id', 'email', 'expires_at'])
          .executeTakeFirst();
        if (!row || row.expires_at <= new Date().toISOString()) return false;
        const updated = await tx
          .updateTable('users')
          .set({ email_verified: 1 })
          .where('id', '=', row.user_id)
          .where('email', '=', row.email)
          .executeTakeFirst();
        return Number(updated.numUpdatedRows) > 0;
      });
    },
  };
}
export type EmailConfirmations = ReturnType<typeof createEmailConfirmations>;
