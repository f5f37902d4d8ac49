import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML; mail programs show it, others fall back to text. */
  html?: string;
  /** Where answers go (contact mail: the sender), when not to the From address. */
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletters. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * Addresses under the reserved .invalid domain are placeholders (an account registered with an
 * address another account owns): nothing is ever sent there.
 */
export function isDeliverable(address: string): boolean {
  return !/\.invalid$/i.test(address.trim());
}

/** SMTP when SMTP_URL is set; otherwise mail is written to the log (CONTRACT.md). */
export function createMailer(options: { smtpUrl: string | undefined; from: string; log: FastifyBaseLogger }): Mailer {
  if (!options.smtpUrl) {
    return {
      async send(mail) {
        if (!isDeliverable(mail.to)) return;
        const { html: _html, ...logged } = mail;
        options.log.info({ mail: { from: options.from, ...logged } }, 'mail (no SMTP_URL set, logged instead of sent)');
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
  return {
    async send(mail) {
      if (!isDeliverable(mail.to)) return;
      await transport.sendMail({ from: options.from, ...mail });
    },
  };
}
