import { resolveLanguage, type Language, type SubscribeBody } from '@recipes/contracts';
import { nowIso } from '../../db/database.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { hashToken, newToken } from '../accounts/tokens.ts';
import type { Mail } from '../site/mailer.ts';
import { renderMail, type MailContent } from './mail-layout.ts';
import { confirmLinkTtlMs, mailLinks } from './mail-links.ts';
import { mailTexts } from './mail-texts.ts';
import {
  confirmSubscriber,
  deleteStalePending,
  deleteSubscriberByUnsubscribeToken,
  findSubscriber,
  insertPendingSubscriber,
  listConfirmedSubscribers,
  renewConfirmToken,
} from './newsletter.repository.ts';

/** A pending address gets at most one confirm mail in this span, so nobody floods an inbox through us. */
export const confirmResendAfterMs = 10 * 60 * 1000;

/** One newsletter issue, written in each language; every reader gets their own. */
export type NewsletterIssue = Record<Language, { subject: string; greeting: string; paragraphs: string[] }>;

/** Sends quietly: what is stored stays stored when mail fails (SMTP down); the failure is logged. */
export async function sendQuietly(deps: Pick<ServiceDeps, 'mailer' | 'log'>, mail: Mail, purpose: string) {
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    deps.log.error({ err: error, purpose }, 'mail could not be sent');
    return false;
  }
}

/** The newsletter with double opt-in: subscribe sends a link, the link subscribes, every issue can be left in one click. */
export function createNewsletterService(deps: ServiceDeps) {
  const { db, config } = deps;
  const links = mailLinks(config);

  function confirmMail(email: string, token: string, language: Language): Mail {
    const texts = mailTexts[language].newsletterConfirm;
    return {
      to: email,
      subject: texts.subject,
      ...renderMail(texts.content(email, links.newsletterConfirm(token)), language),
    };
  }

  function issueMail(
    reader: { email: string; language: Language; unsubscribeToken: string },
    issue: NewsletterIssue,
  ): Mail {
    const { subject, greeting, paragraphs } = issue[reader.language];
    const footer = mailTexts[reader.language].newsletterFooter(reader.email);
    const content: MailContent = {
      greeting,
      paragraphs,
      footer: footer.footer,
      footerLinks: [{ label: footer.unsubscribe, url: links.unsubscribePage(reader.unsubscribeToken) }],
    };
    return {
      to: reader.email,
      subject,
      ...renderMail(content, reader.language),
      headers: {
        'List-Unsubscribe':
          `<${links.unsubscribeEndpoint(reader.unsubscribeToken)}>, ` +
          `<${links.unsubscribeMailto(reader.unsubscribeToken)}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  return {
    /**
     * Puts the address on the list as pending and mails a confirm link in the visitor's language.
     * created: a new address; subscribed: it was confirmed before (then no mail goes out).
     */
    async subscribe(body: SubscribeBody, language: Language): Promise<{ created: boolean; subscribed: boolean }> {
      const now = Date.now();
      await deleteStalePending(db, new Date(now - confirmLinkTtlMs).toISOString());
      const existing = await findSubscriber(db, body.email);
      if (existing?.confirmed_at) return { created: false, subscribed: true };
      const token = newToken();
      const values = {
        tokenHash: hashToken(token),
        language,
        unsubscribeToken: newToken(),
        now: new Date(now).toISOString(),
      };
      let created = false;
      if (!existing) {
        created = await insertPendingSubscriber(db, { ...values, email: body.email, source: body.source });
        // Lost a race with a simultaneous sign-up of the same address: that one sends the mail.
        if (!created) return { created: false, subscribed: false };
      } else {
        const lastSent = existing.confirm_sent_at ? Date.parse(existing.confirm_sent_at) : 0;
        if (now - lastSent < confirmResendAfterMs) return { created: false, subscribed: false };
        await renewConfirmToken(db, existing.id, values);
      }
      await sendQuietly(deps, confirmMail(body.email, token, language), 'newsletter confirmation');
      return { created, subscribed: false };
    },

    /** Opening the confirm link: true when it subscribed an address. */
    async confirm(token: string): Promise<boolean> {
      const sentAfter = new Date(Date.now() - confirmLinkTtlMs).toISOString();
      return (await confirmSubscriber(db, hashToken(token), sentAfter, nowIso())) !== undefined;
    },

    /** Leaves the list; an unknown or used token changes nothing. */
    async unsubscribe(token: string): Promise<boolean> {
      return deleteSubscriberByUnsubscribeToken(db, token);
    },

    /** Sends one issue to every confirmed reader, each in their language; answers how many went out. */
    async sendIssue(issue: NewsletterIssue): Promise<number> {
      let sent = 0;
      for (const row of await listConfirmedSubscribers(db)) {
        if (!row.unsubscribe_token) continue;
        // Stored from a resolved request language, so this only guards against a hand-edited row.
        const language = resolveLanguage(row.language);
        const reader = { email: row.email, language, unsubscribeToken: row.unsubscribe_token };
        if (await sendQuietly(deps, issueMail(reader, issue), 'newsletter')) sent += 1;
      }
      return sent;
    },
  };
}
export type NewsletterService = ReturnType<typeof createNewsletterService>;
