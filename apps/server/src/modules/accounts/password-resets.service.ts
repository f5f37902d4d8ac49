import type { Language } from '@recipes/contracts';
import { nowIso } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { invalid } from '../../domain-errors.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { renderMail, type MailContent } from '../mail-links/mail-layout.ts';
import { mailLinks } from '../mail-links/mail-links.ts';
import { sendQuietly } from '../mail-links/newsletter.service.ts';
import { passwordResetTexts } from '../mail-links/password-reset-texts.ts';
import type { AttemptLimiter } from './attempt-limiter.ts';
import { hashPassword } from './password.ts';
import {
  deleteExpiredPasswordResets,
  deleteOtherPasswordResets,
  findPasswordReset,
  insertPasswordReset,
  usePasswordReset,
} from './password-resets.repository.ts';
import { deleteSessionsOf } from './sessions.repository.ts';
import { hashToken, newToken } from './tokens.ts';
import { findUserById, findUserByLogin, updatePasswordHash } from './users.repository.ts';

/** A reset link works this long (and once). */
export const passwordResetTtlMs = 60 * 60 * 1000;
/** The span over which reset mails are counted, per typed address and per account. */
export const passwordResetMailWindowMs = 60 * 60 * 1000;

export type PasswordResetDeps = ServiceDeps & {
  /** The sign-in failure counters (shared with the sign-in guard): they count reset mails too. */
  counters: AttemptLimiter;
  /** Ends every sign-in lockout of the member. */
  clearLockout: (userId: number) => Promise<void>;
};

/** Addresses that never receive mail: the placeholders of accounts whose typed address was taken (decision 0015). */
const undeliverable = (email: string) => email.endsWith('.invalid');

/**
 * "Forgot password?": a request answers alike whether or not the address has an account, and its
 * work (lookup, link, mail) runs after the answer, so neither the answer nor its timing tells. The
 * link's token is stored only as a hash; using it sets the password, ends every session and
 * lockout of the member, and tells them by mail.
 */
export function createPasswordResets(deps: PasswordResetDeps) {
  const { db, config, counters, log } = deps;
  const links = mailLinks(config);
  const limit = config.rateLimits.passwordResetMailsPerHour;
  const pending = new Set<Promise<void>>();

  const mail = (to: string, subject: string, content: MailContent, language: Language, purpose: string) =>
    sendQuietly(deps, { to, subject, ...renderMail(content, language) }, purpose);

  /** Whether this request may still send a mail for `key` in the window. */
  async function underLimit(key: string): Promise<boolean> {
    const { count } = await counters.hit(`reset-mail:${key}`, passwordResetMailWindowMs);
    return count <= limit;
  }

  async function sendFor(login: string, language: Language): Promise<void> {
    if (!(await underLimit(`login:${login}`))) {
      log.info({ login }, 'password reset mail not sent: too many requests for this address');
      return;
    }
    const user = await findUserByLogin(db, login);
    if (!user || undeliverable(user.email)) return;
    if (!(await underLimit(`account:u${user.id}`))) {
      log.info({ userId: user.id }, 'password reset mail not sent: too many requests for this account');
      return;
    }
    const texts = passwordResetTexts[language];
    if (!user.password_hash) {
      const providers = [user.google_id ? 'Google' : null, user.facebook_id ? 'Facebook' : null].filter(
        (name): name is string => name !== null,
      );
      const content = texts.providerOnly.content(user.name, providers, links.signIn());
      await mail(user.email, texts.providerOnly.subject, content, language, 'password reset (provider only)');
      return;
    }
    const token = newToken();
    const now = Date.now();
    await deleteExpiredPasswordResets(db, new Date(now).toISOString());
    await insertPasswordReset(db, {
      tokenHash: hashToken(token),
      userId: user.id,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + passwordResetTtlMs).toISOString(),
    });
    const content = texts.link.content(user.name, links.passwordReset(token));
    await mail(user.email, texts.link.subject, content, language, 'password reset link');
  }

  async function tellOwner(user: UserRow, language: Language): Promise<void> {
    const texts = passwordResetTexts[language].changed;
    if (undeliverable(user.email)) return;
    await mail(
      user.email,
      texts.subject,
      texts.content(user.name, links.forgotPassword()),
      language,
      'password changed',
    );
  }

  return {
    /** Starts the work for `login` (an e-mail address or username) and returns at once. */
    request(login: string, language: Language): void {
      const work = sendFor(login.trim().toLowerCase(), language).catch((error: unknown) => {
        log.error({ err: error }, 'password reset request failed');
      });
      pending.add(work);
      void work.finally(() => pending.delete(work));
    },

    /** Sets the new password with a mailed link; an unknown, expired or used link is a translated 400. */
    async confirm(token: string, password: string, language: Language): Promise<void> {
      const tokenHash = hashToken(token);
      const link = await findPasswordReset(db, tokenHash);
      if (!link) throw invalid('RESET_LINK_INVALID');
      if (link.used_at !== null) throw invalid('RESET_LINK_USED');
      if (link.expires_at <= nowIso()) throw invalid('RESET_LINK_EXPIRED');
      const passwordHash = await hashPassword(password);
      const now = nowIso();
      await db.transaction().execute(async (tx) => {
        // Checked again as it is used: two requests with one link change the password once.
        if (!(await usePasswordReset(tx, tokenHash, now))) throw invalid('RESET_LINK_USED');
        await deleteOtherPasswordResets(tx, link.user_id, tokenHash);
        await updatePasswordHash(tx, link.user_id, passwordHash, now);
        await deleteSessionsOf(tx, link.user_id);
      });
      await deps.clearLockout(link.user_id);
      const user = await findUserById(db, link.user_id);
      if (user) await tellOwner(user, language);
    },

    /** Resolves once every request's mail is out (tests; closing the app). */
    async idle(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
export type PasswordResets = ReturnType<typeof createPasswordResets>;
