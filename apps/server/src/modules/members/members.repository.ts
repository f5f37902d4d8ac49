import type { Executor } from '../../db/database.ts';

export interface PublicMemberRow {
  id: number;
  name: string;
  profile_picture: string | null;
  created_at: string;
  recipe_count: number;
  followers_count: number;
  following_count: number;
  /** How many times the viewer follows the member: 0 or 1 (0 for anonymous viewers). */
  followed_by_viewer: number;
}

/** A member's public facts and counts in one query (subselects, no per-count round trips). */
export async function findPublicMember(
  db: Executor,
  memberId: number,
  options: { viewerId: number | null; includeInactive: boolean },
): Promise<PublicMemberRow | undefined> {
  const row = await db
    .selectFrom('users')
    .select(['users.id', 'users.name', 'users.profile_picture', 'users.created_at'])
    .select((eb) => [
      eb
        .selectFrom('recipes')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('recipes.created_by_user_id', '=', 'users.id')
        .$if(!options.includeInactive, (qb) => qb.where('recipes.active', '=', 1))
        .as('recipe_count'),
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
      eb
        .selectFrom('follows')
        .select((s) => s.fn.countAll<number>().as('n'))
        .whereRef('follows.followee_id', '=', 'users.id')
        .where('follows.follower_id', '=', options.viewerId ?? 0)
        .as('followed_by_viewer'),
    ])
    .where('users.id', '=', memberId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    ...row,
    recipe_count: Number(row.recipe_count ?? 0),
    followers_count: Number(row.followers_count ?? 0),
    following_count: Number(row.following_count ?? 0),
    followed_by_viewer: Number(row.followed_by_viewer ?? 0),
  };
}

export async function memberExists(db: Executor, memberId: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', memberId).executeTakeFirst()) !== undefined;
}

/** Adds the follow; false when it existed already (the primary key decides, also under a race). */
export async function insertFollow(
  db: Executor,
  followerId: number,
  followeeId: number,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('follows')
    .values({ follower_id: followerId, followee_id: followeeId, created_at: now })
    .onConflict((oc) => oc.columns(['follower_id', 'followee_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteFollow(db: Executor, followerId: number, followeeId: number): Promise<void> {
  await db.deleteFrom('follows').where('follower_id', '=', followerId).where('followee_id', '=', followeeId).execute();
}

export type FollowDirection = 'followers' | 'following';

/** Columns for "who follows the member" (followers) or "whom the member follows" (following). */
const sides = {
  followers: { member: 'follows.followee_id', other: 'follows.follower_id' },
  following: { member: 'follows.follower_id', other: 'follows.followee_id' },
} as const;

/** One page of the member's followers or followees, public fields only, newest follow first. */
export async function listFollowPage(
  db: Executor,
  memberId: number,
  direction: FollowDirection,
  limit: number,
  offset: number,
): Promise<{ id: number; name: string; profile_picture: string | null }[]> {
  const side = sides[direction];
  return db
    .selectFrom('follows')
    .innerJoin('users', 'users.id', side.other)
    .select(['users.id', 'users.name', 'users.profile_picture'])
    .where(side.member, '=', memberId)
    .orderBy('follows.created_at', 'desc')
    .orderBy('users.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countFollows(db: Executor, memberId: number, direction: FollowDirection): Promise<number> {
  const row = await db
    .selectFrom('follows')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where(sides[direction].member, '=', memberId)
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
