import { randomBytes } from 'node:crypto';
import {
  RegisterBodySchema,
  type AuthenticateBody,
  type AuthProviders,
  type AuthResponse,
  type FacebookLoginBody,
  type Language,
  type RegisterBody,
  type SocialLoginResponse,
  type User,
} from '@recipes/contracts';
import { defaultFacebookDialogUrl } from '../../config/env.ts';
import { nowIso } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, DomainError, invalid, unauthenticated } from '../../domain-errors.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';
import { exchangeFacebookCode, FacebookTokenRejected, verifyFacebookToken } from './facebook-graph.ts';
import { createGoogleSignIn } from './google-sign-in.ts';
import { redeemLoginTicket } from './login-tickets.ts';
import { hashPassword, needsRehash, verifyPassword } from './password.ts';
import { createPasswordResets } from './password-resets.service.ts';
import { createSignInGuard } from './sign-in-guard.ts';
import { createEmailConfirmations } from '../mail-links/email-confirmations.ts';
import { renderMail } from '../mail-links/mail-layout.ts';
import { mailLinks } from '../mail-links/mail-links.ts';
import { mailTexts } from '../mail-links/mail-texts.ts';
import { sendQuietly } from '../mail-links/newsletter.service.ts';
import type { SessionsService } from './sessions.service.ts';
import { memberForProvider } from './social-members.ts';
import { uniqueViolationColumn } from './unique-violation.ts';
import { noCounts, toUserDto } from './user-dto.ts';
import {
  findUserByEmail,
  findUserByLogin,
  findUserByUsernameLower,
  findUserWithCounts,
  insertUser,
  updatePasswordHash,
  type UserWithCounts,
} from './users.repository.ts';

const minutesOf = (seconds: number) => Math.max(1, Math.ceil(seconds / 60));

/**
 * A 429 that tells the client when to come back: in words ("Try again in 14 minutes, or reset your
 * password.") and in seconds (the route turns those into Retry-After).
 */
export class SignInLocked extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      'RATE_LIMITED',
      minutesOf(retryAfterSeconds) === 1 ? 'SIGN_IN_LOCKED_ONE_MINUTE' : 'SIGN_IN_LOCKED',
      undefined,
      { minutes: String(minutesOf(retryAfterSeconds)) },
    );
  }
}

export const signInWindowMs = 15 * 60 * 1000;

const ownerWarningEveryMs = 60 * 60 * 1000;

/** Stands in users.email (unique, required) for an account whose typed address another account owns. */
const unclaimedPlaceholder = () => `unclaimed-${randomBytes(12).toString('hex')}@unclaimed.invalid`;

/** An address the account signed in from stays trusted this long when the account is under attack. */
const knownAddressMs = 30 * 24 * 60 * 60 * 1000;

export type AccountsServiceDeps = ServiceDeps & { sessions: SessionsService };

const takenKeyFor: Record<string, 'USERNAME_TAKEN'> = { username_lower: 'USERNAME_TAKEN' };

export function createAccountsService(deps: AccountsServiceDeps) {
  const { db, config, sessions, log } = deps;
  const counters = createAttemptLimiter({ redisUrl: config.redisUrl, keyPrefix: `${config.redisPrefix}auth-fail:` });
  const guard = createSignInGuard(counters, {
    perAddress: config.rateLimits.authPerAccount,
    perAccount: config.rateLimits.authPerAccountAllAddresses,
    windowMs: signInWindowMs,
    knownForMs: knownAddressMs,
  });
  const confirmations = createEmailConfirmations(deps);
  const passwordResets = createPasswordResets({
    ...deps,
    counters,
    clearLockout: (userId) => guard.clear(`u${userId}`),
  });
  const links = mailLinks(config);

  /** Tells an address's owner that someone registered with it; at most once an hour per address. */
  async function warnOwner(owner: UserRow, language: Language): Promise<void> {
    const sent = await counters.hit(`taken-mail:${owner.email}`, ownerWarningEveryMs);
    if (sent.count > 1) return;
    const texts = mailTexts[language].registerTaken;
    const content = texts.content(owner.username, links.signIn());
    await sendQuietly(
      deps,
      { to: owner.email, subject: texts.subject, ...renderMail(content, language) },
      'registration warning',
    );
  }

  // Unknown names are checked against this hash too, so a miss costs as long as a wrong password.
  let decoyHash: Promise<string> | null = null;
  const decoy = () => (decoyHash ??= hashPassword(randomBytes(16).toString('hex')));
  void decoy();

  const google = createGoogleSignIn(deps);

  const withToken = async (user: UserWithCounts): Promise<AuthResponse> => ({
    ...toUserDto(user),
    token: await sessions.issue(user.id),
  });

  /** The member as they are now, counts included; a member deleted meanwhile is signed out. */
  async function current(userId: number): Promise<UserWithCounts> {
    const user = await findUserWithCounts(db, userId);
    if (!user) throw unauthenticated();
    return user;
  }

  /** A new session for a member who proved who they are through a provider. */
  async function socialSignIn(userId: number): Promise<SocialLoginResponse> {
    const token = await sessions.issue(userId);
    return { token, user: toUserDto(await current(userId)) };
  }

  /** The user access token a Facebook sign-in sent, or the one its authorization code stands for. */
  async function facebookAccessToken(body: FacebookLoginBody): Promise<string> {
    if (body.facebookToken !== undefined) return body.facebookToken;
    if (!config.facebook || body.code === undefined || body.redirectUri === undefined) {
      throw invalid('VALIDATION_FAILED', [{ field: 'facebookToken', text: 'FACEBOOK_TOKEN_OR_CODE' }]);
    }
    return exchangeFacebookCode(config.facebook, body.code, body.redirectUri);
  }

  return {
    /**
     * Creates the account and signs it in, answering alike whether or not the e-mail address has an
     * account already, so registration tells no stranger who is a member (docs/security.md). A
     * free address becomes the account's and gets a confirm link; one that another account owns
     * stays with its owner, who is told by mail, and the new account keeps it only as the
     * address it was registered with (never mailed, never usable for sign-in).
     */
    async register(body: RegisterBody, language: Language = 'en'): Promise<AuthResponse> {
      // Callers other than the route (seed, tests) get the same normalisation and checks.
      const parsed = RegisterBodySchema.safeParse(body);
      if (!parsed.success) {
        throw invalid(
          'VALIDATION_FAILED',
          parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), issue })),
        );
      }
      const { username, email, password, name } = parsed.data;
      // Usernames are public (profile addresses), so a taken one may be said plainly.
      if (await findUserByUsernameLower(db, username)) throw conflict('USERNAME_TAKEN');
      const passwordHash = await hashPassword(password);
      const create = async (claim: boolean) => {
        const now = nowIso();
        return db.transaction().execute(async (tx) => {
          const row = await insertUser(tx, {
            username,
            username_lower: username,
            email: claim ? email : unclaimedPlaceholder(),
            unclaimed_email: claim ? null : email,
            name,
            password_hash: passwordHash,
            profile_picture: null,
            roles: JSON.stringify(['user']),
            facebook_id: null,
            google_id: null,
            created_at: now,
            updated_at: now,
          });
          return { row, token: await sessions.issue(row.id, tx) };
        });
      };
      let created: Awaited<ReturnType<typeof create>>;
      const owner = await findUserByEmail(db, email);
      try {
        created = await create(owner === undefined);
      } catch (error) {
        const column = uniqueViolationColumn(error);
        if (column === null) throw error;
        // The address was taken meanwhile: register as if it had been taken before.
        if (column !== 'email') throw conflict(takenKeyFor[column] ?? 'CONFLICT');
        created = await create(false);
      }
      const { row, token } = created;
      if (row.unclaimed_email === null) {
        await confirmations.send({ id: row.id, email, name }, language);
      } else {
        const current = owner ?? (await findUserByEmail(db, email));
        if (current) await warnOwner(current, language);
      }
      return { ...toUserDto({ ...row, ...noCounts }), token };
    },

    async authenticate(body: AuthenticateBody, ip: string): Promise<AuthResponse> {
      const login = body.username.trim().toLowerCase();
      const user = await findUserByLogin(db, login);
      // Username and e-mail of one member count as one account; unknown names count by name.
      const account = user ? `u${user.id}` : `n${login}`;
      const attempt = await guard.attempt(account, ip);
      if (!attempt.allowed) {
        log.warn({ ip, login }, 'sign-in refused: too many failed attempts for this account');
        throw new SignInLocked(Math.max(1, Math.ceil(attempt.retryAfterMs / 1000)));
      }
      // Always one password hash run, whether the member exists, has a password, or not.
      const matches = await verifyPassword(body.password, user?.password_hash ?? (await decoy()));
      if (!user || !user.password_hash || !matches) {
        log.info({ ip, login }, 'failed sign-in');
        throw unauthenticated('BAD_CREDENTIALS');
      }
      await guard.succeeded(account, ip);
      if (needsRehash(user.password_hash)) {
        await updatePasswordHash(db, user.id, await hashPassword(body.password), nowIso());
      }
      return withToken(user);
    },

    async logout(token: string): Promise<void> {
      await sessions.revoke(token);
    },

    async facebookLogin(body: FacebookLoginBody): Promise<SocialLoginResponse> {
      if (!config.facebook) throw unauthenticated('SOCIAL_LOGIN_UNAVAILABLE');
      // body.name and body.email are deliberately unused: only what Facebook confirms counts.
      let identity;
      try {
        identity = await verifyFacebookToken(config.facebook, await facebookAccessToken(body));
      } catch (error) {
        if (!(error instanceof FacebookTokenRejected)) throw error;
        log.info({ reason: error.message }, 'Facebook sign-in refused');
        throw unauthenticated('SOCIAL_LOGIN_FAILED');
      }
      const user = await memberForProvider(db, 'facebook_id', identity);
      return socialSignIn(user.id);
    },

    /** Which social sign-in buttons to show: only providers with settings. */
    providers(): AuthProviders {
      const { facebook } = config;
      return {
        facebook: facebook
          ? { appId: facebook.appId, dialogUrl: facebook.dialogUrl ?? defaultFacebookDialogUrl }
          : null,
        google: google.configured,
      };
    },

    googleStart: google.start,
    googleCallback: google.callback,

    /** Trades the one-time ticket of a provider redirect for a session; a used or expired one is 401. */
    async exchangeTicket(ticket: string): Promise<SocialLoginResponse> {
      const userId = await redeemLoginTicket(db, ticket);
      if (userId === null) throw unauthenticated('LOGIN_TICKET_INVALID');
      return socialSignIn(userId);
    },

    /** The member as they see themselves, with true counts. */
    async me(user: UserRow): Promise<User> {
      return toUserDto(await current(user.id));
    },

    /** "Forgot password?": reset links by mail and setting the new password. */
    passwordResets,

    /** Waits for reset mails on their way, then releases the shared limiter store (Redis connection), if any. */
    async close(): Promise<void> {
      await passwordResets.idle();
      await guard.close();
    },
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
