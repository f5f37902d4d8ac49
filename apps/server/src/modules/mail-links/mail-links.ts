import type { AppConfig } from '../../config/env.ts';

/** A confirm link works this long; the same span decides when an unconfirmed address is forgotten. */
export const confirmLinkTtlMs = 7 * 24 * 60 * 60 * 1000;

/** Where the links in the site's mails point. The API answers them and sends the browser on to a page. */
export function mailLinks(config: Pick<AppConfig, 'publicUrl' | 'mailFrom'>) {
  const base = config.publicUrl;
  const q = (token: string) => `?token=${encodeURIComponent(token)}`;
  return {
    newsletterConfirm: (token: string) => `${base}/api/v1/mailing-list/confirm${q(token)}`,
    /** List-Unsubscribe: POST here unsubscribes at once (RFC 8058); GET shows the page. */
    unsubscribeEndpoint: (token: string) => `${base}/api/v1/mailing-list/unsubscribe${q(token)}`,
    /** The link people click in the mail: a page asking to confirm, so link scanners unsubscribe no one. */
    unsubscribePage: (token: string) => `${base}/mail/unsubscribe${q(token)}`,
    emailConfirm: (token: string) => `${base}/users/confirm-email${q(token)}`,
    signIn: () => `${base}/login`,
    /** A password reset link opens the page that sets the new password (it posts the token itself). */
    passwordReset: (token: string) => `${base}/reset-password${q(token)}`,
    forgotPassword: () => `${base}/forgot-password`,
    /** mailto: for List-Unsubscribe, to the site's own address. */
    unsubscribeMailto: (token: string) =>
      `mailto:${mailboxOf(config.mailFrom)}?subject=${encodeURIComponent(`unsubscribe ${token}`)}`,
  };
}

/** The bare address of "Name <address>". */
export function mailboxOf(from: string): string {
  const match = /<([^>]+)>/.exec(from);
  return (match ? match[1]! : from).trim();
}

/** The result pages the web app shows (apps/web/app/features/mail-links). */
export const mailResultPaths = {
  newsletterConfirmed: '/mail/newsletter-confirmed',
  emailConfirmed: '/mail/email-confirmed',
  unsubscribed: '/mail/unsubscribed',
  linkInvalid: '/mail/link-invalid',
} as const;
