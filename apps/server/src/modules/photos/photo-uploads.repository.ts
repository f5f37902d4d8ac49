import type { Dialect, Executor } from '../../db/database.ts';

/** Remembers a new upload before its files are written, so a crash in between leaves a row to sweep. */
export async function recordUpload(db: Executor, row: { stem: string; ownerId: number; createdAt: string }) {
  await db
    .insertInto('photo_uploads')
    .values({ stem: row.stem, owner_id: row.ownerId, created_at: row.createdAt, claimed_until: null })
    .execute();
}

export async function forgetUploads(db: Executor, stems: readonly string[]): Promise<void> {
  if (stems.length === 0) return;
  await db.deleteFrom('photo_uploads').where('stem', 'in', stems).execute();
}

/**
 * Claims up to `limit` uploads older than `createdBefore` that nobody holds, until `claimUntil`.
 * One statement, so two instances never claim the same row: PostgreSQL skips rows another
 * sweep has locked and re-checks the claim on the row it updates; SQLite runs one writer at a time.
 * A sweep that dies leaves its claim to run out, and another instance takes the rows then.
 */
export async function claimDueUploads(
  db: Executor,
  dialect: Dialect,
  options: { createdBefore: string; now: string; claimUntil: string; limit: number },
): Promise<{ stem: string; owner_id: number }[]> {
  const due = db
    .selectFrom('photo_uploads')
    .select('stem')
    .where('created_at', '<', options.createdBefore)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', options.now)]))
    .orderBy('created_at')
    .limit(options.limit);
  return db
    .updateTable('photo_uploads')
    .set({ claimed_until: options.claimUntil })
    .where('stem', 'in', dialect === 'postgres' ? due.forUpdate().skipLocked() : due)
    .where((eb) => eb.or([eb('claimed_until', 'is', null), eb('claimed_until', '<', options.now)]))
    .returning(['stem', 'owner_id'])
    .execute();
}

/** Which of these URLs a member shows as their avatar. */
export async function avatarsAmong(db: Executor, urls: readonly string[]): Promise<string[]> {
  if (urls.length === 0) return [];
  const rows = await db.selectFrom('users').select('profile_picture').where('profile_picture', 'in', urls).execute();
  return rows.flatMap((row) => (row.profile_picture ? [row.profile_picture] : []));
}

/**
 * The photo lists of reviews showing any of these photos (prefixes `/media/{owner}/{stem}-`, which
 * hold no LIKE wildcards: the owner is digits and the stem hex). A cook's photo on a review keeps it.
 */
export async function reviewPhotosMentioning(db: Executor, prefixes: readonly string[]): Promise<string[]> {
  if (prefixes.length === 0) return [];
  const rows = await db
    .selectFrom('reviews')
    .select('photos')
    .where((eb) => eb.or(prefixes.map((prefix) => eb('photos', 'like', `%${prefix}%`))))
    .execute();
  return rows.map((row) => row.photos);
}
