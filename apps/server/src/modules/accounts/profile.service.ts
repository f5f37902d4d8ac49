import type {
  ChangePasswordBody,
  DataExport,
  DeleteAccountBody,
  SignInMethods,
  UpdateProfileBody,
  User,
  Language,
} from '@recipes/contracts';
import { nowIso } from '../../db/database.ts';
import type { UserRow } from '../../db/schema.ts';
import { conflict, forbidden, invalid, unauthenticated } from '../../domain-errors.ts';
import type { ServiceDeps } from '../../service-deps.ts';
import type { PhotosService } from '../photos/photos.service.ts';
import { contentChange, tag } from '../freshness/content-change.ts';
import type { ChangeFeed } from '../freshness/change-feed.ts';
import { recipesMentioning } from '../recipes/index.ts';
import { photoUrlsOf } from '../recipes/recipe-mapper.ts';
import type { SearchIndex } from '../recipes/search/search-index.ts';
import { deleteAccountRows } from './account-deletion.ts';
import { accountDeletionRule, passwordChangeRule } from './accounts.policy.ts';
import { SignInLocked, signInWindowMs } from './accounts.service.ts';
import { createAttemptLimiter } from './attempt-limiter.ts';
import { createEmailConfirmations } from '../mail-links/email-confirmations.ts';
import { storeAvatar } from './avatar.ts';
import { buildDataExport, signInMethodsOf } from './data-export.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { SessionsService } from './sessions.service.ts';
import { uniqueViolationColumn } from './unique-violation.ts';
import { toUserDto } from './user-dto.ts';
import {
  findUserByEmail,
  findUserById,
  findUserWithCounts,
  updatePasswordHash,
  updateProfileColumns,
  updateProfilePicture,
  type UserWithCounts,
} from './users.repository.ts';

export type ProfileServiceDeps = ServiceDeps & {
  sessions: SessionsService;
  photos: PhotosService;
  search: SearchIndex;
  changes: ChangeFeed;
};

const currentPasswordMissing = (field: string) => invalid('CURRENT_PASSWORD_REQUIRED', [{ field, text: 'REQUIRED' }]);

/** Edit Profile: name, e-mail, password, avatar; deleting the account; downloading one's data. */
export function createProfileService(deps: ProfileServiceDeps) {
  const { db, dialect, config, sessions, photos, search, changes, log } = deps;
  // Guessing the current password with a stolen token is limited like guessing it at sign-in.
  const attempts = createAttemptLimiter({
    redisUrl: config.redisUrl,
    keyPrefix: `${config.redisPrefix}password-check:`,
  });

  const confirmations = createEmailConfirmations(deps);

  async function current(userId: number): Promise<UserWithCounts> {
    const user = await findUserWithCounts(db, userId);
    if (!user) throw unauthenticated();
    return user;
  }

  /** 403 WRONG_PASSWORD unless the password is the member's; 429 after too many wrong ones. */
  async function checkPassword(user: UserRow, password: string): Promise<void> {
    const key = `member:${user.id}`;
    const attempt = await attempts.hit(key, signInWindowMs);
    if (attempt.count > config.rateLimits.authPerAccount) {
      throw new SignInLocked(Math.max(1, Math.ceil(attempt.resetInMs / 1000)));
    }
    if (!user.password_hash || !(await verifyPassword(password, user.password_hash))) {
      throw forbidden('WRONG_PASSWORD');
    }
    await attempts.reset(key);
  }

  /** Removes an old avatar's file unless a recipe shows that picture too. */
  async function removeOldAvatar(userId: number, url: string | null): Promise<void> {
    if (!url) return;
    try {
      const shown = new Set((await recipesMentioning(db, [url])).flatMap(photoUrlsOf));
      if (!shown.has(url)) await photos.removeFiles(userId, [url]);
    } catch (err) {
      log.warn({ err, userId }, 'could not remove the previous avatar');
    }
  }

  return {
    /** A new e-mail address is unconfirmed until the link mailed to it (in `language`) is opened. */
    async update(user: UserRow, body: UpdateProfileBody, language: Language = 'en'): Promise<User> {
      const email = body.email !== undefined && body.email !== user.email ? body.email : undefined;
      if (body.name !== undefined || email !== undefined) {
        // Checked first for a clear answer; the unique constraint still decides a race.
        if (email !== undefined && (await findUserByEmail(db, email))) throw conflict('EMAIL_TAKEN');
        try {
          await updateProfileColumns(db, user.id, { name: body.name, email }, nowIso());
        } catch (error) {
          if (uniqueViolationColumn(error) === 'email') throw conflict('EMAIL_TAKEN');
          throw error;
        }
        // The name shows on the member's pages, in follows lists and as the author of recipes;
        // the e-mail address shows nowhere public.
        if (body.name !== undefined && body.name !== user.name) {
          changes.notify(contentChange([tag.member(user.id), tag.author(user.id)]));
        }
        if (email !== undefined)
          await confirmations.send({ id: user.id, email, name: body.name ?? user.name }, language);
      }
      return toUserDto(await current(user.id));
    },

    /** Sets a new password and signs the member out everywhere except this session. */
    async changePassword(user: UserRow, sessionToken: string, body: ChangePasswordBody): Promise<void> {
      const rule = passwordChangeRule(user.password_hash !== null, body.currentPassword !== undefined);
      if (rule === 'current-missing') throw currentPasswordMissing('currentPassword');
      if (rule === 'verify-current') await checkPassword(user, body.currentPassword ?? '');
      const hash = await hashPassword(body.newPassword);
      await db.transaction().execute(async (tx) => {
        await updatePasswordHash(tx, user.id, hash, nowIso());
        await sessions.revokeOthers(user.id, sessionToken, tx);
      });
    },

    /** Stores the uploaded photo as a square avatar and drops the previous one. */
    async setAvatar(user: UserRow, bytes: Buffer): Promise<User> {
      const url = await storeAvatar(photos, user.id, bytes);
      const previous = (await current(user.id)).profile_picture;
      try {
        await updateProfilePicture(db, user.id, url, nowIso());
      } catch (error) {
        await photos.removeFiles(user.id, [url]);
        throw error;
      }
      // The photo shows on the member's page and in follows lists; recipes name the author only.
      changes.notify(contentChange([tag.member(user.id)]));
      if (previous !== url) await removeOldAvatar(user.id, previous);
      return toUserDto(await current(user.id));
    },

    /**
     * Deletes the account with all its recipes, ratings, favorites, follows and photos. The rows
     * go in one transaction; the files only after it committed.
     */
    async deleteAccount(user: UserRow, body: DeleteAccountBody): Promise<void> {
      const rule = accountDeletionRule(user.password_hash !== null, body.password !== undefined);
      if (rule === 'password-missing') throw currentPasswordMissing('password');
      if (rule === 'verify-password') await checkPassword(user, body.password ?? '');
      const deleted = await db.transaction().execute(async (tx) => {
        const member = await findUserById(tx, user.id);
        if (!member) throw unauthenticated();
        return deleteAccountRows(tx, { search, dialect }, member);
      });
      changes.notify(contentChange(deleted.changedTags));
      try {
        // Photos their recipes used, the avatar, and uploads never attached to anything. Member
        // ids are never reused, so everything stored under theirs is theirs alone.
        await photos.removeFiles(user.id, deleted.photoUrls);
        await photos.removeOwner(user.id);
      } catch (err) {
        log.warn({ err, userId: user.id }, 'could not remove the photos of a deleted account');
      }
    },

    async exportData(user: UserRow): Promise<DataExport> {
      return buildDataExport(db, await current(user.id));
    },

    signInMethods(user: UserRow): SignInMethods {
      return signInMethodsOf(user);
    },

    async close(): Promise<void> {
      await attempts.close();
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
