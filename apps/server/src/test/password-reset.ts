import type { ParsedMail } from 'mailparser';
import { call } from './api.ts';
import type { TestApp } from './test-app.ts';
import { linkIn, type SmtpSink } from '../modules/mail-links/smtp-sink.ts';

/** Test support for "Forgot password?": ask, wait for the mail, and use its link. */
export function passwordResetClient(t: TestApp, smtp: SmtpSink, site: string) {
  return {
    /** Asks for a link and waits until the work behind the 202 (lookup, mail) is done. */
    async request(email: string, options: { language?: string; ip?: string } = {}) {
      const res = await call(t.app, {
        method: 'POST',
        url: '/users/password-reset',
        payload: { email },
        headers: { 'accept-language': options.language ?? 'en' },
        ...(options.ip ? { remoteAddress: options.ip } : {}),
      });
      await t.app.services.accounts.passwordResets.idle();
      return res;
    },
    confirm(token: string, password: string, language = 'en') {
      return call(t.app, {
        method: 'POST',
        url: '/users/password-reset/confirm',
        payload: { token, password },
        headers: { 'accept-language': language },
      });
    },
    /** The token of the newest reset link mailed to the address. */
    tokenFor(address: string): string {
      const mails = smtp.to(address);
      const link = linkIn(mails.at(-1)!, `${site}/reset-password?token=`);
      return decodeURIComponent(new URL(link).searchParams.get('token') ?? '');
    },
    mails: (address: string): ParsedMail[] => smtp.to(address),
  };
}
