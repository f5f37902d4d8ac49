import type { Executor } from '../../db/database.ts';
import type { NewUserRow, UserRow } from '../../db/schema.ts';

/** The counts the profile shows, read with the member's row. */
export interface UserCounts {
  favorite_count: number;
  followers_count: number;
  following_count: number;
}
export type UserWithCounts = UserRow & UserCounts;

/** A provider a member can be linked to, named by its id column. */
export type ProviderColumn = 'facebook_id' | 'google_id';

/**
 * Members with their favorite, follower and following counts as subselects of the same query,
 * so a member is one round trip. Favorites count only recipes the member can still see (active
 * or their own), the same ones their favorites list shows.
 */
export function selectUsersWithCounts(db: Executor) {
  return db
    .selectFrom('users')
    .selectAll('users')
    .select((eb) => [
      eb
        .selectFrom('favorites')
        .innerJoin('recipes', 'recipes.id', 'favorites.recipe_id')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('favorites.user_id', '=', 'users.id')
        .where((w) => w.or([w('recipes.active', '=', 1), w('recipes.created_by_user_id', '=', w.ref('users.id'))]))
        .as('favorite_count'),
      eb
        .selectFrom('follows')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('follows.followee_id', '=', 'users.id')
        .as('followers_count'),
      eb
        .selectFrom('follows')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('follows.follower_id', '=', 'users.id')
        .as('following_count'),
    ]);
}

/** Subselect counts come back as numbers on SQLite and (through the bigint parser) on PostgreSQL; null never. */
function withNumericCounts<R extends { favorite_count: unknown; followers_count: unknown; following_count: unknown }>(
  row: R,
): Omit<R, keyof UserCounts> & UserCounts {
  return {
    ...row,
    favorite_count: Number(row.favorite_count ?? 0),
    followers_count: Number(row.followers_count ?? 0),
    following_count: Number(row.following_count ?? 0),
  };
}

export async function findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function findUserWithCounts(db: Executor, id: number): Promise<UserWithCounts | undefined> {
  const row = await selectUsersWithCounts(db).where('users.id', '=', id).executeTakeFirst();
  return row ? withNumericCounts(row) : undefined;
}

export async function findUserByUsernameLower(db: Executor, usernameLower: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('username_lower', '=', usernameLower).executeTakeFirst();
}

/** E-mail addresses are stored lowercased, so the argument must be too. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

/**
 * The member a sign-in name belongs to, with their counts: a username or an e-mail address,
 * lowercased. Usernames cannot contain '@', so the two never collide.
 */
export async function findUserByLogin(db: Executor, loginLower: string): Promise<UserWithCounts | undefined> {
  const column = loginLower.includes('@') ? 'users.email' : 'users.username_lower';
  const row = await selectUsersWithCounts(db).where(column, '=', loginLower).executeTakeFirst();
  return row ? withNumericCounts(row) : undefined;
}

export async function findUserByProviderId(
  db: Executor,
  column: ProviderColumn,
  providerId: string,
): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where(column, '=', providerId).executeTakeFirst();
}

export async function findUserByFacebookId(db: Executor, facebookId: string): Promise<UserRow | undefined> {
  return findUserByProviderId(db, 'facebook_id', facebookId);
}

/** Inserts and returns the stored row; unique violations (username, e-mail, provider id) propagate. */
export async function insertUser(db: Executor, row: NewUserRow): Promise<UserRow> {
  return db.insertInto('users').values(row).returningAll().executeTakeFirstOrThrow();
}

/**
 * Links a provider id to a member who has none for that provider yet; the provider confirmed the
 * e-mail address on the way. Undefined when someone else got there first.
 */
export async function linkProviderId(
  db: Executor,
  userId: number,
  column: ProviderColumn,
  providerId: string,
  now: string,
): Promise<UserRow | undefined> {
  return db
    .updateTable('users')
    .set({
      ...(column === 'facebook_id' ? { facebook_id: providerId } : { google_id: providerId }),
      email_verified: 1,
      updated_at: now,
    })
    .where('id', '=', userId)
    .where(column, 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export async function linkFacebookId(
  db: Executor,
  userId: number,
  facebookId: string,
  now: string,
): Promise<UserRow | undefined> {
  return linkProviderId(db, userId, 'facebook_id', facebookId, now);
}

export async function updatePasswordHash(
  db: Executor,
  userId: number,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', userId)
    .execute();
}

/** Name and e-mail as the member edits them; a new address is no longer provider-confirmed. */
export async function updateProfileColumns(
  db: Executor,
  userId: number,
  changes: { name?: string | undefined; email?: string | undefined },
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set({
      ...(changes.name !== undefined ? { name: changes.name } : {}),
      ...(changes.email !== undefined ? { email: changes.email, email_verified: 0, unclaimed_email: null } : {}),
      updated_at: now,
    })
    .where('id', '=', userId)
    .execute();
}

export async function updateProfilePicture(
  db: Executor,
  userId: number,
  url: string | null,
  now: string,
): Promise<void> {
  await db.updateTable('users').set({ profile_picture: url, updated_at: now }).where('id', '=', userId).execute();
}
